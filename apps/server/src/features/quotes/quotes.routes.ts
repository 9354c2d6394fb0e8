import {
  postLoadSchema,
  quoteListQuerySchema,
  quoteSchema,
  quoteStatsSchema,
  quoteSummarySchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['quotes'];
// Plain strings, not uuids: a junk id is an unknown quote (404), and the service says so.
export const quoteParams = z.object({ id: pathId('Quote') });

/** Posting, reading and cancelling quotes (open loads: available-loads.routes.ts; bids: bids.routes.ts). */
export const quoteRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { quotes } = services;

  app.post(
    '',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: 'Post a load (cargo owners); it expires 7 days after posting',
        body: postLoadSchema,
        response: { 201: quoteSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await quotes.post(callerOf(request), request.body)),
  );

  app.get(
    '',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "Quotes the caller may see: an owner's own, a transporter's open loads and those it bid on, all for admins. sort=owner: ACTIVE first, then by expiry, soonest first. Total in X-Total-Count",
        querystring: quoteListQuerySchema,
        response: { 200: z.array(quoteSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await quotes.list(callerOf(request), request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/stats',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          "The My Quotes cards: the caller's active, accepted and expired quotes and the bids they received",
        response: { 200: quoteStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => quotes.stats(callerOf(request)),
  );

  app.get(
    '/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One quote, as the caller may see it',
        params: quoteParams,
        response: { 200: quoteSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => quotes.get(callerOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { access: ['cargo-owner', 'admin'] },
      schema: {
        tags,
        summary: 'Cancel an active quote (its owner, or an admin)',
        params: quoteParams,
        response: { 200: quoteSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => quotes.cancel(callerOf(request), request.params.id),
  );
};
