import { adminReconciliationQuerySchema, adminReconciliationSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

/** The admin's reconciliation: run on demand, never cached (it asks the provider). */
export const adminReconciliationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/reconciliation',
    {
      config,
      schema: {
        tags,
        summary: `Compares unfinished and recent money transfers with the provider's status and the ledger's postings, and checks the ledger's own identity. Transfers in the window in ${TOTAL_HEADER}.`,
        querystring: adminReconciliationQuerySchema,
        response: { 200: adminReconciliationSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { report, total } = await services.admin.reconciliation.check(request.query);
      reply.header(TOTAL_HEADER, total).header('cache-control', 'private, no-store');
      return report;
    },
  );
};
