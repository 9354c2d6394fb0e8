import { openDisputeSchema, shipmentPaymentSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';

const tags = ['payments'];

/** The cargo owner disputes a shipment's held payment (issue 26). Prefix /api/shipments. */
export const disputeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { disputes } = services;

  app.post(
    '/:id/dispute',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          'The cargo owner opens a dispute while escrow holds the payment, from pickup until release (a delivered shipment within the 72 hours): nothing is released until an admin resolves it. The answer is where the payment stands.',
        params: shipmentIdParams,
        body: openDisputeSchema,
        response: { 200: shipmentPaymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => disputes.open(callerOf(request), request.params.id, request.body),
  );
};
