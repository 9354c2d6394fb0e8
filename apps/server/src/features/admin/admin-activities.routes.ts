import {
  adminActivitiesQuerySchema,
  adminActivityCountsQuerySchema,
  adminActivityCountsSchema,
  adminActivitySchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

/** The admin's Activity Logs screen: the log and its counts per type. */
export const adminActivityRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { activities } = services.admin;

  app.get(
    '/activities',
    {
      config,
      schema: {
        tags,
        summary: `The activity log, newest first; search on description or user, filter by type. Total in ${TOTAL_HEADER}.`,
        querystring: adminActivitiesQuerySchema,
        response: { 200: z.array(adminActivitySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await activities.list(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/activities/counts',
    {
      config,
      schema: {
        tags,
        summary: 'Activity log entries in all and per type, for a search',
        querystring: adminActivityCountsQuerySchema,
        response: { 200: adminActivityCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => activities.counts(request.query.search),
  );
};
