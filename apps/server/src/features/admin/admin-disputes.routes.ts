import {
  adminDisputeSchema,
  adminPageQuerySchema,
  resolveDisputeSchema,
  shipmentPaymentSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

// Any string: a junk id is answered 404 'Dispute not found' by the service, like a missing one.
const idParams = z.object({ id: pathId('Dispute') });

/** The admin's Disputes screen (issue 26): every payment dispute, open first, and resolving one. */
export const adminDisputeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { disputes, escrow } = services;

  app.get(
    '/disputes',
    {
      config,
      schema: {
        tags,
        summary: `Every payment dispute, open ones first, then the newest, with what escrow holds. Total in ${TOTAL_HEADER}.`,
        querystring: adminPageQuerySchema,
        response: { 200: z.array(adminDisputeSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await disputes.list(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.post(
    '/disputes/:id/resolve',
    {
      config,
      schema: {
        tags,
        summary:
          'Resolve an open dispute, with a reason for the log: release escrow (80% to the transporter, 20% to the platform), refund it all to the cargo owner, or refund a part (less than held) and release the rest',
        params: idParams,
        body: resolveDisputeSchema,
        response: { 200: adminDisputeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => disputes.resolve(callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/shipments/:id/release',
    {
      config,
      schema: {
        tags,
        summary:
          "Release a delivered shipment's escrow for its owner (80% to the transporter, 20% to the platform): a delivery without the receiver's code waits for the owner's confirmation, or this (issue 39). 409 while a dispute is open or once released.",
        params: z.object({ id: pathId('Shipment') }),
        response: { 200: shipmentPaymentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => escrow.confirmDelivery(callerOf(request), request.params.id),
  );
};
