import {
  adminMessageSchema,
  conversationSchema,
  markConversationReadSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  reportedConversationSchema,
  reportMessageSchema,
  sendMessageSchema,
  sentMessageSchema,
  unreadMessagesSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['messages'];
/** The two parties of a load: admins read reported conversations only (their own routes). */
const PARTIES = { access: ['cargo-owner', 'transporter'] as const };
const ADMINS = { access: ['admin'] as const };
const quoteParams = z.object({ id: pathId('Quote') });
const conversationParams = z.object({ id: pathId('Conversation') });
const messageParams = z.object({ id: z.string().max(100).describe('Message id (a whole number)') });
const adminMessagesPageSchema = z.object({ messages: z.array(adminMessageSchema), hasMore: z.boolean() });

/** Platform messaging (issue 27, ADR 025). Prefix /api. */
export const messageRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { messages } = services;

  app.get(
    '/conversations',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          "The caller's conversations (an owner's on their loads, a transporter's own), newest message first, each with its unread count",
        response: { 200: z.array(conversationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => messages.list(callerOf(request)),
  );

  app.get(
    '/quotes/:id/conversations',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          "The caller's conversations on one load: the owner's, one per transporter who wrote or was written to; a transporter's own (none before its first message)",
        params: quoteParams,
        response: { 200: z.array(conversationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => messages.list(callerOf(request), request.params.id),
  );

  app.post(
    '/quotes/:id/messages',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          'Sends a message on a load: a transporter in its own conversation (made by the first message), the owner to the transporter named in the body. Before acceptance a message with a phone number or e-mail address is refused (422) and nothing is stored; 20 a minute and 200 a day per sender (429)',
        params: quoteParams,
        body: sendMessageSchema,
        response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return messages.send(callerOf(request), request.params.id, request.body);
    },
  );

  app.get(
    '/conversations/:id',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          'One of the caller’s conversations: its load, both parties and whether it can still be written in',
        params: conversationParams,
        response: { 200: conversationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => messages.get(callerOf(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: PARTIES,
      schema: {
        tags,
        summary: 'A page of 50 messages, oldest to newest; `before` = the first id seen pages back',
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => messages.messages(callerOf(request), request.params.id, request.query.before ?? null),
  );

  app.post(
    '/conversations/:id/read',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          'Marks the conversation read up to a message (its bell notification too once nothing is unread); answers what stays unread',
        params: conversationParams,
        body: markConversationReadSchema,
        response: { 200: unreadMessagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => messages.markRead(callerOf(request), request.params.id, request.body.upTo),
  );

  app.post(
    '/messages/:id/report',
    {
      config: PARTIES,
      schema: {
        tags,
        summary:
          "Reports the other party's message to the admins, with a reason; its conversation becomes readable by admins",
        params: messageParams,
        body: reportMessageSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => messages.report(callerOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/conversations/reported',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'Conversations with at least one reported message, most recently reported first (admins see no other)',
        response: { 200: z.array(reportedConversationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => messages.reported(callerOf(request)),
  );

  app.get(
    '/admin/conversations/:id/messages',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'The messages of a conversation with a reported message, oldest to newest; any other conversation is 404',
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: adminMessagesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      messages.reportedMessages(callerOf(request), request.params.id, request.query.before ?? null),
  );
};
