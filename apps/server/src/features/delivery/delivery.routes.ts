import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  deliveryCodeSmsSchema,
  shipmentDeliverySchema,
  shipmentSchema,
} from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';

const tags = ['shipments'];
export const DELIVERY_NOT_MULTIPART =
  'Send the delivery as multipart/form-data: the fields (code or noCode and noCodeReason, receiverName, location, notes, confirmUnusual), then photo';

/**
 * Delivery you can prove (issue 39), under /api/shipments/:id: the receiver's code and its SMS (the
 * owner's), Delivered with its proof (the transporter's), the proof and its photo (both parties and
 * admins).
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { delivery } = services;
  // Only the delivery takes a multipart body here: a photo and a few short fields.
  await app.register(multipart, {
    limits: { fileSize: DELIVERY_PHOTO_MAX_BYTES, files: 1, fields: 8, fieldSize: 1100, parts: 9 },
  });

  app.get(
    '/:id/delivery',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The shipment's delivery: the proof once delivered (either party or an admin); for the cargo owner only, the receiver's delivery code (once the payment is held) and whom it was last sent to. The transporter never receives the code.",
        params: shipmentIdParams,
        response: { 200: shipmentDeliverySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => delivery.view(callerOf(request), request.params.id),
  );

  app.post(
    '/:id/delivery-code/sms',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary:
          'The cargo owner texts the delivery code to the person receiving the goods (not to the transporter or the driver; at most 3 an hour)',
        params: shipmentIdParams,
        body: deliveryCodeSmsSchema,
        response: { 200: shipmentDeliverySchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => delivery.sendCode(callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/delivery',
    {
      config: { access: ['transporter'] },
      schema: {
        tags,
        summary:
          "The assigned transporter marks the shipment Delivered with the proof: multipart/form-data with the fields, then photo (JPEG, PNG or WebP, ≤ 10 MB, ≤ 10,000 px a side and 40 MP; re-encoded). A wrong code answers 400 with the tries left; 5 wrong in 15 minutes answer 429. Without the code ('noCode' = 'true' and a reason) the delivery waits for the cargo owner's confirmation.",
        description:
          "Fields: `code` (the receiver's 6 digits) or `noCode` = `true` with `noCodeReason`; `receiverName`; optional `location`, `notes`; `confirmUnusual` = `true` to record a delivery before the pickup date or without an In Transit stage (409 without it). Then `photo`.",
        consumes: ['multipart/form-data'],
        params: shipmentIdParams,
        response: { 200: shipmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(DELIVERY_NOT_MULTIPART);
      const caller = callerOf(request);
      const fields: Record<string, string | undefined> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'photo') {
          part.file.resume();
          continue;
        }
        const photo = { stream: part.file, truncated: () => part.file.truncated };
        return delivery.deliver(caller, request.params.id, { fields, photo });
      }
      return delivery.deliver(caller, request.params.id, { fields, photo: null });
    },
  );

  app.get(
    '/:id/delivery/photo',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The delivery's photo (JPEG): either party of the shipment or an admin; anyone else 404",
        params: shipmentIdParams,
        response: {
          200: {
            description: 'The photo, re-encoded as a JPEG',
            content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      return sendPhoto(reply, await delivery.photo(callerOf(request), request.params.id));
    },
  );
};

/** The photo as stored; a browser may keep it a day (it never changes), a shared cache never. */
export function sendPhoto(reply: FastifyReply, photo: { stream: Readable; sizeBytes: number }) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('content-length', photo.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=86400, immutable')
    .send(photo.stream);
}
