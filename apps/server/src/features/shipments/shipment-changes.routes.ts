import { cancelShipmentQuerySchema, progressUpdateSchema, shipmentSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from './shipments.routes.ts';

const tags = ['shipments'];

/**
 * A shipment's changes: its transporter's progress, its owner's (or an admin's) cancelling, its
 * transporter's withdrawal from an unpaid one.
 */
export const shipmentChangeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { shipments, escrow } = services;

  app.patch(
    '/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The assigned transporter moves the shipment to a later stage and/or sets driver details',
        params: shipmentIdParams,
        body: progressUpdateSchema,
        response: { 200: shipmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => shipments.updateProgress(callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/withdraw',
    {
      config: { access: ['transporter'] },
      schema: {
        tags,
        summary:
          'The assigned transporter withdraws, without a penalty, from a shipment the cargo owner has left unpaid for 24 hours since acceptance: the shipment is cancelled and the load is open to bids again (its bid gone, the other bids kept)',
        params: shipmentIdParams,
        response: { 200: shipmentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => shipments.withdrawUnpaid(callerOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Cancel before pickup (the cargo owner of it, or an admin); reopenLoad=true opens its load to bids again',
        params: shipmentIdParams,
        querystring: cancelShipmentQuerySchema,
        response: { 200: shipmentSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reopenLoad = request.query.reopenLoad === 'true';
      const cancelled = await shipments.cancel(callerOf(request), request.params.id, { reopenLoad });
      // What the owner paid goes back (ADR 021); a failure here is the background sweep's to retry.
      await escrow.refundCancelled([cancelled.id]).catch((err: unknown) => {
        request.log.error({ err, shipmentId: cancelled.id }, 'refund of a cancelled shipment not started');
      });
      return cancelled;
    },
  );
};
