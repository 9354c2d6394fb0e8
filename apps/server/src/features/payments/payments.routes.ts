import { paymentSchema, paymentsListQuerySchema, paymentsSummarySchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentSet } from '../../db/queries/payments.ts';
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
          'Paid (released from escrow), Held in escrow, Pending (not yet paid), Refunded and Total Spent of the calling cargo owner, read from the ledger, in Kwacha, the 20% fee included; the tab counts',
        response: { 200: paymentsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => payments.summary(callerOf(request)),
  );

  const lists: Record<PaymentSet, string> = {
    paid: 'Shipments whose escrow was released to the transporter, newest release first',
    held: 'Shipments whose payment is held in escrow, soonest expected delivery first',
    pending: 'Accepted shipments, not cancelled, not yet paid, soonest expected delivery first',
  };
  for (const [set, summary] of Object.entries(lists) as [PaymentSet, string][]) {
    app.get(
      `/${set}`,
      {
        config: { access: [...CARGO_OWNERS] },
        schema: {
          tags,
          summary: `${summary}. Total in ${TOTAL_HEADER}.`,
          querystring: paymentsListQuerySchema,
          response: { 200: z.array(paymentSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { items, total } = await payments.list(callerOf(request), set, request.query);
        reply.header(TOTAL_HEADER, total);
        return items;
      },
    );
  }
};
