import {
  okResponseSchema,
  publicTrackingSchema,
  TRACKING_READS_PER_MINUTE,
  trackingLinkSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';

const tags = ['tracking'];
const trackingLinkStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** The owner's tracking link for a shipment, under /api/shipments (issue 41, item 7). */
export const trackingLinkRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { trackingLinks } = services;

  app.get(
    '/:id/tracking-link',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: 'Whether the shipment has a live tracking link (the token itself is shown only when made)',
        params: shipmentIdParams,
        response: { 200: trackingLinkStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => trackingLinks.state(callerOf(request), request.params.id),
  );

  app.post(
    '/:id/tracking-link',
    {
      // Its answer carries the token, of which only the hash may be kept: not stored as an
      // Idempotency-Key answer. A retry makes a new link, which replaces the first.
      config: { access: ['cargo-owner'], idempotency: false },
      schema: {
        tags,
        summary:
          'The owner makes a read-only tracking link for the consignee (path /track/<token>), replacing any earlier one; it works until a week after delivery. A cancelled shipment, or one delivered over a week ago: 409',
        params: shipmentIdParams,
        response: { 201: trackingLinkSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await trackingLinks.create(callerOf(request), request.params.id)),
  );

  app.delete(
    '/:id/tracking-link',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: 'The owner stops the shipment’s tracking link: opening it answers 404 from now on',
        params: shipmentIdParams,
        response: { 200: okResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await trackingLinks.revoke(callerOf(request), request.params.id);
      return { ok: true as const, message: 'Tracking link stopped' };
    },
  );
};

/** GET /api/track/:token: what the consignee sees, with no account. */
export const publicTrackingRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { trackingLinks } = services;
  app.get(
    '/track/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: `A shared tracking link: the route, the stage, the expected delivery and the truck's last position and trail; no names, phones, amounts, company or user ids. 404 when unknown, stopped, or a week after delivery; more than ${TRACKING_READS_PER_MINUTE} a minute from one IP address: 429`,
        params: z.object({ token: z.string().max(100).describe('The token of the link') }),
        response: { 200: publicTrackingSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => trackingLinks.open(request.params.token, request.ip),
  );
};
