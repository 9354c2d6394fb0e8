import { ratingInputSchema, shipmentSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['shipments'];
const idParams = z.object({ id: pathId('Shipment') });

export const ratingRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/:id/rating',
    {
      config: { access: ['cargo-owner', 'transporter'] },
      schema: {
        tags,
        summary:
          'One party of a delivered shipment rates the other (owner → transporter, transporter → owner), once; answers the shipment',
        params: idParams,
        body: ratingInputSchema,
        response: { 201: shipmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const shipment = await services.ratings.rate(callerOf(request), request.params.id, request.body);
      return reply.code(201).send(shipment);
    },
  );
};
