import multipart from '@fastify/multipart';
import { answerDisputeSchema, shipmentDisputeViewSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { sendPhoto } from '../delivery/delivery.routes.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';
import {
  DISPUTE_BODY_DESCRIPTION,
  DISPUTE_CONSUMES,
  DISPUTE_MULTIPART_LIMITS,
  photosOf,
  readDisputePhotos,
} from './dispute-upload.ts';

const tags = ['payments'];
const photoParams = shipmentIdParams.extend({ photoId: pathId('Photo') });

/**
 * A dispute's evidence (issue 39), under /api/shipments/:id: the transporter answers once (with
 * photos), the owner adds photos while it is open; the parties and admins read it and its photos.
 */
export const disputeEvidenceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { disputeEvidence } = services;
  await app.register(multipart, { limits: DISPUTE_MULTIPART_LIMITS });

  app.get(
    '/:id/dispute',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The shipment's dispute (the open one, else the latest resolved) with the owner's reason, the transporter's answer and both sides' photos (who added each, when): its parties and admins; anyone else 404.",
        params: shipmentIdParams,
        response: { 200: shipmentDisputeViewSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => disputeEvidence.view(callerOf(request), request.params.id),
  );

  app.post(
    '/:id/dispute/answer',
    {
      config: { access: ['transporter'] },
      preValidation: readDisputePhotos(answerDisputeSchema),
      schema: {
        tags,
        summary:
          "The shipment's transporter answers its open dispute, once (final), with up to 3 photos; the cargo owner is told. 409 when no dispute is open or it was answered.",
        description: `Field: \`answer\` (10 to 1000 characters). ${DISPUTE_BODY_DESCRIPTION}`,
        consumes: DISPUTE_CONSUMES,
        params: shipmentIdParams,
        body: answerDisputeSchema,
        response: { 200: shipmentDisputeViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      disputeEvidence.answer(callerOf(request), request.params.id, {
        input: request.body,
        photos: photosOf(request),
      }),
  );

  app.post(
    '/:id/dispute/photos',
    {
      config: { access: ['cargo-owner'] },
      preValidation: readDisputePhotos(),
      schema: {
        tags,
        summary:
          'The cargo owner adds photos to its open dispute (3 in all on its side). 409 when no dispute is open or the side would pass 3.',
        description: `No field. ${DISPUTE_BODY_DESCRIPTION}`,
        consumes: ['multipart/form-data'],
        params: shipmentIdParams,
        response: { 200: shipmentDisputeViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => disputeEvidence.addPhotos(callerOf(request), request.params.id, photosOf(request)),
  );

  app.get(
    '/:id/dispute/photos/:photoId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "A photo of the shipment's dispute (JPEG): either party of the shipment or an admin; anyone else 404",
        params: photoParams,
        response: {
          200: {
            description: 'The photo, re-encoded as a JPEG',
            content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await disputeEvidence.photo(callerOf(request), request.params.id, request.params.photoId),
      ),
  );
};
