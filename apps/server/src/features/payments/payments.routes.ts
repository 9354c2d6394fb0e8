import {
  PAID_SHIPMENT_STATUSES,
  paymentSchema,
  paymentsListQuerySchema,
  paymentsSummarySchema,
  UNPAID_SHIPMENT_STATUSES,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['payments'];
const TOTAL_HEADER = 'X-Total-Count';
const CARGO_OWNERS = ['cargo-owner'] as const;

/** The cargo owner's payments: what it pays per shipment, computed in SQL over its own shipments. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { payments } = services;

  app.get(
    '/',
    {
      config: { access: [...CARGO_OWNERS] },
      schema: {
        tags,
        summary:
          'Paid (delivered), Pending (not yet delivered, not cancelled) and Total Spent of the calling cargo owner, in Kwacha, the 20% fee included; the tab counts',
        response: { 200: paymentsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => payments.summary(callerOf(request)),
  );

  app.get(
    '/paid',
    {
      config: { access: [...CARGO_OWNERS] },
      schema: {
        tags,
        summary: `Shipments paid for (${PAID_SHIPMENT_STATUSES.join(', ')}), newest delivery first. Total in ${TOTAL_HEADER}.`,
        querystring: paymentsListQuerySchema,
        response: { 200: z.array(paymentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await payments.paid(callerOf(request), request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/pending',
    {
      config: { access: [...CARGO_OWNERS] },
      schema: {
        tags,
        summary: `Shipments not yet delivered (${UNPAID_SHIPMENT_STATUSES.join(', ')}), soonest expected first. Total in ${TOTAL_HEADER}.`,
        querystring: paymentsListQuerySchema,
        response: { 200: z.array(paymentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await payments.pending(callerOf(request), request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );
};
