import {
  adminAnalyticsSchema,
  adminOverviewSchema,
  adminRevenueSchema,
  adminTransactionsQuerySchema,
  platformFeeRecordSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

/** The admin's figures screens: the dashboard's overview, Revenue with its transactions, Analytics. */
export const adminFigureRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { overview, revenue, analytics } = services.admin;

  app.get(
    '/overview',
    {
      config,
      schema: {
        tags,
        summary:
          'The admin dashboard: revenue (delivered volume, fees, payouts, this and last month with growth), users, loads and shipments with the success rate',
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => overview.get(),
  );

  app.get(
    '/revenue',
    {
      config,
      schema: {
        tags,
        summary:
          'Platform revenue from the ledger: this month (with growth) and last month, lifetime, the volume released and the number of transactions (escrow releases that credited revenue), plus money at rest',
        response: { 200: adminRevenueSchema, ...errorResponses(401, 403) },
      },
    },
    async () => revenue.get(),
  );

  app.get(
    '/revenue/transactions',
    {
      config,
      schema: {
        tags,
        summary: `The platform fee of each escrow release, newest first. Total in ${TOTAL_HEADER}.`,
        querystring: adminTransactionsQuerySchema,
        response: { 200: z.array(platformFeeRecordSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await revenue.transactions(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/analytics',
    {
      config,
      schema: {
        tags,
        summary:
          'Six-month trend, top 10 routes, loads by cargo type, success rate, average bids per quote and average transaction value',
        response: { 200: adminAnalyticsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => analytics.get(),
  );
};
