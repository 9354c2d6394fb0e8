import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  listQuerySchema,
  type ShipmentStatus,
  shipmentSchema,
  shipmentStatsSchema,
} from '@njira/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import type { ShipmentListQuery } from './shipment.service.ts';
import { STATUS_GROUPS } from './shipment-filters.ts';

const tags = ['shipments'];
// Any string: a junk id is answered 404 'Shipment not found' by the service, like a missing one.
export const shipmentIdParams = z.object({ id: pathId('Shipment') });
const presetQuery = listQuerySchema.omit({ status: true });
const TOTAL_HEADER = 'X-Total-Count';

/** Reading the caller's shipments: the lists, their stats, one shipment (changes: shipment-changes.routes.ts). */
export const shipmentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { shipments } = services;

  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ShipmentListQuery,
    preset?: readonly ShipmentStatus[],
  ) => {
    const { items, total } = await shipments.list(callerOf(request), query, preset);
    reply.header(TOTAL_HEADER, total);
    return items;
  };
  const listResponse = { 200: z.array(shipmentSchema), ...errorResponses(400, 401) };

  app.get(
    '/',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `The caller's shipments, newest first (owner: own; transporter: assigned; admin: all). status: ${Object.keys(STATUS_GROUPS).join(', ')} or one status. Total in ${TOTAL_HEADER}.`,
        querystring: listQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) => sendList(request, reply, request.query),
  );

  app.get(
    '/active',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `The caller's active shipments (${ACTIVE_SHIPMENT_STATUSES.join(', ')})`,
        querystring: presetQuery,
        response: listResponse,
      },
    },
    async (request, reply) => sendList(request, reply, request.query, ACTIVE_SHIPMENT_STATUSES),
  );

  app.get(
    '/completed',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `The caller's completed shipments (${COMPLETED_SHIPMENT_STATUSES.join(', ')})`,
        querystring: presetQuery,
        response: listResponse,
      },
    },
    async (request, reply) => sendList(request, reply, request.query, COMPLETED_SHIPMENT_STATUSES),
  );

  app.get(
    '/stats',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Counts and total value (Kwacha, cancelled excluded) of the caller's shipments",
        response: { 200: shipmentStatsSchema, ...errorResponses(401) },
      },
    },
    async (request) => shipments.stats(callerOf(request)),
  );

  app.get(
    '/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'One shipment with its progress history; the parties see each other’s contact unless one keeps it private',
        params: shipmentIdParams,
        response: { 200: shipmentSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => shipments.get(callerOf(request), request.params.id),
  );
};
