import {
  adminUserCountsQuerySchema,
  adminUserCountsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

// Any string: a junk id is answered 404 'User not found' by the service, like a missing one.
const idParams = z.object({ id: pathId('User') });

/** The admin's Users screen: the accounts, their counts, suspension and reactivation. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { users } = services.admin;

  app.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: `Every account, newest first, with its quote and shipment counts and rating; search on full name, e-mail or company, filter by role and status. Total in ${TOTAL_HEADER}.`,
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await users.list(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.get(
    '/users/counts',
    {
      config,
      schema: {
        tags,
        summary: 'Accounts by role and by status, for a search',
        querystring: adminUserCountsQuerySchema,
        response: { 200: adminUserCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.counts(request.query.search),
  );

  app.patch(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Suspend (signs the account out everywhere; it cannot log in) or reactivate an account; not your own',
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => users.setStatus(callerOf(request), request.params.id, request.body),
  );
};
