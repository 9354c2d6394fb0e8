import {
  acceptedBidSchema,
  bidInputSchema,
  bidSchema,
  openLoadCountsQuerySchema,
  openLoadCountsSchema,
  openLoadsQuerySchema,
  postLoadSchema,
  quoteListQuerySchema,
  quoteSchema,
  quoteStatsSchema,
  quoteSummarySchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['quotes'];
// Plain strings, not uuids: a junk id is an unknown quote (404), and the service says so.
const quoteParams = z.object({ id: pathId('Quote') });
const bidParams = quoteParams.extend({ bidId: pathId('Bid') });

export const quoteRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { quotes, bids } = services;

  app.post(
    '',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: 'Post a load (cargo owners); it expires 7 days after posting',
        body: postLoadSchema,
        response: { 201: quoteSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await quotes.post(callerOf(request), request.body)),
  );

  app.get(
    '',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "Quotes the caller may see: an owner's own, a transporter's open loads and those it bid on, all for admins. sort=owner: ACTIVE first, then by expiry, soonest first. Total in X-Total-Count",
        querystring: quoteListQuerySchema,
        response: { 200: z.array(quoteSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await quotes.list(callerOf(request), request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/stats',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          "The My Quotes cards: the caller's active, accepted and expired quotes and the bids they received",
        response: { 200: quoteStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => quotes.stats(callerOf(request)),
  );

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

  app.get(
    '/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One quote, as the caller may see it',
        params: quoteParams,
        response: { 200: quoteSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => quotes.get(callerOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { access: ['cargo-owner', 'admin'] },
      schema: {
        tags,
        summary: 'Cancel an active quote (its owner, or an admin)',
        params: quoteParams,
        response: { 200: quoteSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => quotes.cancel(callerOf(request), request.params.id),
  );

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
