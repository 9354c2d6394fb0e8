import { adminTransferSchema, adminTransfersQuerySchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, pathId } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { config, TOTAL_HEADER, tags } from './admin-route-config.ts';

// Any string: a junk id is answered 404 'Transfer not found' by the service, like a missing one.
const idParams = z.object({ id: pathId('Transfer') });

/**
 * Failed payouts and refunds on the Revenue screen (issue 26, ADR 021), and retrying one; refunding a
 * short deposit from the reconciliation (issue 39).
 */
export const adminTransferRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { transfers } = services;

  app.get(
    '/transfers',
    {
      config,
      schema: {
        tags,
        summary: `Payouts to transporters and refunds to cargo owners whose latest attempt failed (status=failed), the latest failure first, with the provider’s failure code. Total in ${TOTAL_HEADER}.`,
        querystring: adminTransfersQuerySchema,
        response: { 200: z.array(adminTransferSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await transfers.listFailed(request.query);
      reply.header(TOTAL_HEADER, total);
      return items;
    },
  );

  app.post(
    '/transfers/:id/retry',
    {
      config,
      schema: {
        tags,
        summary:
          'Retry a failed payout or refund: a new transfer of the same amount (a new id) to the transporter’s wallet as saved now, or back to the deposit a refund returns, sent to the provider at once. 409 unless it failed and is the latest attempt.',
        params: idParams,
        response: { 200: adminTransferSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => transfers.retry(callerOf(request), request.params.id),
  );

  app.post(
    '/deposits/:id/refund',
    {
      config,
      schema: {
        tags,
        summary:
          'Refund a short deposit (completed for less than asked, so nothing of it is held; listed under `waiting` by GET /api/admin/reconciliation): a refund of what arrived, back to the wallet it came from, sent to the provider at once. Once: 409 when it is not a short deposit or a refund of it was already made.',
        params: z.object({ id: pathId('Deposit') }),
        response: { 200: adminTransferSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => services.shortDeposits.refund(callerOf(request), request.params.id),
  );
};
