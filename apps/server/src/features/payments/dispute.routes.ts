import multipart from '@fastify/multipart';
import { openDisputeSchema, shipmentPaymentSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';
import {
  DISPUTE_BODY_DESCRIPTION,
  DISPUTE_CONSUMES,
  DISPUTE_MULTIPART_LIMITS,
  photosOf,
  readDisputePhotos,
} from './dispute-upload.ts';

const tags = ['payments'];

/** The cargo owner disputes a shipment's held payment (issue 26), with photos (issue 39). Prefix /api/shipments. */
export const disputeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { disputes } = services;
  await app.register(multipart, { limits: DISPUTE_MULTIPART_LIMITS });

  app.post(
    '/:id/dispute',
    {
      config: { access: ['cargo-owner'] },
      preValidation: readDisputePhotos(openDisputeSchema),
      schema: {
        tags,
        summary:
          'The cargo owner opens a dispute while escrow holds the payment, from pickup until release (a delivered shipment within the 72 hours), with up to 3 photos: nothing is released until an admin resolves it. The answer is where the payment stands.',
        description: `Field: \`reason\` (10 to 1000 characters). ${DISPUTE_BODY_DESCRIPTION}`,
        consumes: DISPUTE_CONSUMES,
        params: shipmentIdParams,
        // A multipart body's fields are checked with it too (readDisputePhotos makes them the body).
        body: openDisputeSchema,
        response: { 200: shipmentPaymentSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      disputes.open(callerOf(request), request.params.id, { input: request.body, photos: photosOf(request) }),
  );
};
