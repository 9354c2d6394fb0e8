import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['notifications'];

/** The bell: the caller's stored notifications (kept 90 days) and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { notifications } = services;

  app.get(
    '',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The caller's notifications, newest first (`before` = the last id seen, for the next page), and how many are unread; admins get none",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.page(callerOf(request), request.query),
  );

  app.post(
    '/read',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "Marks the caller's notifications read, these ids or all; ids that are not the caller's are ignored. Answers the unread count",
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.markRead(callerOf(request), request.body),
  );
};
