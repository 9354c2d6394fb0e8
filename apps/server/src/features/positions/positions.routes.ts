import {
  locationSharingSchema,
  locationSharingStateSchema,
  POSITIONS_PER_MINUTE,
  positionReportSchema,
  shipmentPositionsSchema,
  storedPositionSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { shipmentIdParams } from '../shipments/shipments.routes.ts';

const tags = ['positions'];

/** The truck's positions on a shipment (issue 41, item 4), under /api/shipments. */
export const positionRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { positions } = services;

  app.put(
    '/:id/location-sharing',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The assigned transporter turns 'Share my location' on or off for this shipment (off until turned on). Its owner or an admin: 403; anyone else: 404",
        params: shipmentIdParams,
        body: locationSharingSchema,
        response: { 200: locationSharingStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => positions.setSharing(callerOf(request), request.params.id, request.body.share),
  );

  app.post(
    '/:id/positions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `The assigned transporter's phone reports where the truck is, while the shipment is picked up or in transit and sharing is on (else 409). A position outside the region, more than 2 minutes in the future or older than 7 days, or with an accuracy not in (0, 5000] metres: 400. More than ${POSITIONS_PER_MINUTE} a minute on one shipment: 429. The same id again is stored once (200, created false). Nothing is stored on a refusal`,
        params: shipmentIdParams,
        body: positionReportSchema,
        response: {
          200: storedPositionSchema,
          201: storedPositionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const stored = await positions.report(callerOf(request), request.params.id, request.body);
      return reply.code(stored.created ? 201 : 200).send(stored);
    },
  );

  app.get(
    '/:id/positions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Whether sharing is on, the last position and the trail (at most 300 points, oldest first): the shipment’s owner, its transporter and admins; anyone else 404',
        params: shipmentIdParams,
        response: { 200: shipmentPositionsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => positions.read(callerOf(request), request.params.id),
  );
};
