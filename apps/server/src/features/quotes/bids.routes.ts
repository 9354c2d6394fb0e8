import { acceptedBidSchema, bidInputSchema, bidSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { quoteParams } from './quotes.routes.ts';

const tags = ['quotes'];
const bidParams = quoteParams.extend({ bidId: pathId('Bid') });

/** A quote's bids, under /api/quotes/:id: a transporter bids (and may withdraw it), the owner accepts one. */
export const bidRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { bids } = services;

  app.post(
    '/:id/bids',
    {
      config: { access: ['transporter'] },
      schema: {
        tags,
        summary: 'Bid on an open load (transporters; one bid each, at most the budget)',
        description:
          'Answers 201 with the bid as stored (its id, amount, days, notes and time); the load itself is read with GET /api/quotes/{id}.',
        params: quoteParams,
        body: bidInputSchema,
        response: { 201: bidSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bids.place(callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id/bids/:bidId',
    {
      config: { access: ['transporter'] },
      schema: {
        tags,
        summary: "Withdraw one's own bid while the load is open (transporters); one may bid again after",
        description:
          "Answers 204 with no body: the bid is deleted, the load's bid count is one lower and its owner is told (bid_withdrawn). Only the caller's own bid (another's, or none, is 404); once the load is no longer open (accepted, cancelled or expired) 409, and an accepted bid is never withdrawn. The load is read with GET /api/quotes/{id}.",
        params: bidParams,
        response: {
          204: z.null().describe('The bid is withdrawn'),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await bids.withdraw(callerOf(request), request.params.id, request.params.bidId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/bids/:bidId/accept',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: "Accept a bid on one's own open load; creates the shipment",
        description:
          'Answers with the id of the shipment the bid became; the load, now ACCEPTED, is read with GET /api/quotes/{id}.',
        params: bidParams,
        response: { 200: acceptedBidSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => bids.accept(callerOf(request), request.params.id, request.params.bidId),
  );
};
