import { acceptedBidSchema, bidInputSchema, bidSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { quoteParams } from './quotes.routes.ts';

const tags = ['quotes'];
const bidParams = quoteParams.extend({ bidId: pathId('Bid') });

/** A quote's bids, under /api/quotes/:id: a transporter bids, the owner accepts one. */
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
