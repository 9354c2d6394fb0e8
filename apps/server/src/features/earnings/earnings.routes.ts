import {
  earningsListQuerySchema,
  earningsSummarySchema,
  paidEarningSchema,
  pendingEarningSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['earnings'];
const TOTAL_HEADER = 'X-Total-Count';
const TRANSPORTERS = ['transporter'] as const;

/** The transporter's earnings: amounts are its 80% share, computed in SQL over its own shipments. */
export const earningsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { earnings } = services;

  app.get(
    '/',
    {
      config: { access: [...TRANSPORTERS] },
      schema: {
        tags,
        summary:
          'Paid out this month (with growth), last month and in all, pending (held in escrow or not yet paid out), the six-month chart and the tab counts, read from the ledger (Kwacha, the 80% share, Lusaka months)',
        response: { 200: earningsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => earnings.summary(callerOf(request)),
  );

  app.get(
    '/pending',
    {
      config: { access: [...TRANSPORTERS] },
      schema: {
        tags,
        summary: `Shipments whose 80% is held in escrow or not yet paid out, each with its payout status, soonest expected first. Total in ${TOTAL_HEADER}.`,
        querystring: earningsListQuerySchema,
        response: { 200: z.array(pendingEarningSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await earnings.pending(callerOf(request), request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/paid',
    {
      config: { access: [...TRANSPORTERS] },
      schema: {
        tags,
        summary: `Shipments whose 80% was paid out, newest payout first. Total in ${TOTAL_HEADER}.`,
        querystring: earningsListQuerySchema,
        response: { 200: z.array(paidEarningSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await earnings.paid(callerOf(request), request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );
};
