import {
  adminPageQuerySchema,
  CONTACT_MESSAGES_PER_HOUR,
  contactMessageSchema,
  contactMessageViewSchema,
  okResponseSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AppServices } from '../../services.ts';
import { config as admins, TOTAL_HEADER } from '../admin/admin-route-config.ts';

export const CONTACT_SENT_MESSAGE = 'Thank you for reaching out. We will get back to you soon.';

/** The landing page's contact form (issue 40, item 5), and the admins' list of what it brought. */
export const contactRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { contact } = services;

  app.post(
    '/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: `A message from the landing page's 'Send us a message' form: stored for the admins and e-mailed to the platform's contact address. At most ${CONTACT_MESSAGES_PER_HOUR.email} an hour from one e-mail address and ${CONTACT_MESSAGES_PER_HOUR.ip} from one IP address (429 beyond)`,
        body: contactMessageSchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await contact.send(request.body, request.ip);
      return reply.code(201).send({ ok: true as const, message: CONTACT_SENT_MESSAGE });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: `Messages from the website's contact form, newest first. Total in ${TOTAL_HEADER}.`,
        querystring: adminPageQuerySchema,
        response: { 200: z.array(contactMessageViewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await contact.list(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );
};
