import type { Readable } from 'node:stream';
import {
  adminActivitiesQuerySchema,
  adminActivityCountsQuerySchema,
  adminActivityCountsSchema,
  adminActivitySchema,
  adminAnalyticsSchema,
  adminOverviewSchema,
  adminRevenueSchema,
  adminTransactionsQuerySchema,
  adminUserCountsQuerySchema,
  adminUserCountsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  platformFeeRecordSchema,
  REVENUE_CSV_COLUMNS,
} from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { exportFilename, lusakaDay, revenueCsv, summaryCsv, summaryRows } from './admin-export.ts';

const tags = ['admin'];
const TOTAL_HEADER = 'X-Total-Count';
const ADMINS = ['admin'] as const;
// Any string: a junk id is answered 404 'User not found' by the service, like a missing one.
const idParams = z.object({ id: pathId('User') });
const CSV_TYPE = 'text/csv; charset=utf-8';
const csvResponse = {
  description: 'RFC 4180 CSV with a header row, sent as a download and streamed',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * A CSV download: the platform's figures, never kept by a shared cache. text/csv is compressible, so
 * the compression plugin gzips or brotlis the stream as it goes (no length is known, no buffering).
 */
function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return reply
    .header('content-type', CSV_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The admin workspace (issue 12, ADR 017): admins only; everyone else 403, anonymous 401. */
export const adminRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { overview, users, revenue, analytics, activities } = services.admin;
  const config = { access: [...ADMINS] as const };

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
    '/users',
    {
      config,
      schema: {
        tags,
        summary: `Every account, newest first, with its quote and shipment counts and rating; search on full name, e-mail or company, filter by role and status. Total in ${TOTAL_HEADER}.`,
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await users.list(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/users/counts',
    {
      config,
      schema: {
        tags,
        summary: 'Accounts by role and by status, for a search',
        querystring: adminUserCountsQuerySchema,
        response: { 200: adminUserCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.counts(request.query.search),
  );

  app.patch(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Suspend (signs the account out everywhere; it cannot log in) or reactivate an account; not your own',
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => users.setStatus(callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/revenue',
    {
      config,
      schema: {
        tags,
        summary:
          'Platform fees this month (with growth) and last month, lifetime fees, total volume and the number of transactions (delivered shipments)',
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
        summary: `The platform fee of each transaction, newest first. Total in ${TOTAL_HEADER}.`,
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

  app.get(
    '/export/summary.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The overview as Metric,Value rows (CSV attachment njira-summary-YYYY-MM-DD.csv)',
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [o, r] = await Promise.all([overview.get(now), revenue.get(now)]);
      return sendCsv(reply, exportFilename('summary', now), summaryCsv(summaryRows(o, r, lusakaDay(now))));
    },
  );

  app.get(
    '/export/revenue.csv',
    {
      config,
      schema: {
        tags,
        summary: `Every transaction, newest first, streamed from a cursor (CSV attachment njira-revenue-YYYY-MM-DD.csv): ${REVENUE_CSV_COLUMNS.join(', ')}`,
        response: { 200: csvResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      return sendCsv(reply, exportFilename('revenue'), await revenueCsv(services.db));
    },
  );
};
