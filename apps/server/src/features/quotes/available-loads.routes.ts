import {
  openLoadCountsQuerySchema,
  openLoadCountsSchema,
  openLoadsQuerySchema,
  quoteSummarySchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['quotes'];

/** The open loads (the transporters' Available Loads screen): the list and its counters. */
export const availableLoadRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { quotes } = services;

  app.get(
    '/active',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Open loads (ACTIVE, not expired); an owner sees only its own. filter: high, nearby (< 200 km), long-distance (> 1000 km); sort=priority: high, nearby, normal, then fewest bids, then newest. Total in X-Total-Count',
        querystring: openLoadsQuerySchema,
        response: { 200: z.array(quoteSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await quotes.list(callerOf(request), request.query, true);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/active/counts',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The Available Loads counters: open loads matching the search, in all and per filter',
        querystring: openLoadCountsQuerySchema,
        response: { 200: openLoadCountsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => quotes.openLoadCounts(callerOf(request), request.query.search),
  );
};
