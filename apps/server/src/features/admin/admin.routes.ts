import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.ts';
import { adminActivityRoutes } from './admin-activities.routes.ts';
import { adminDisputeRoutes } from './admin-disputes.routes.ts';
import { adminExportRoutes } from './admin-exports.routes.ts';
import { adminFigureRoutes } from './admin-figures.routes.ts';
import { adminReconciliationRoutes } from './admin-reconciliation.routes.ts';
import { adminTransferRoutes } from './admin-transfers.routes.ts';
import { adminUserRoutes } from './admin-users.routes.ts';

/** The admin workspace (issue 12, ADR 017): admins only; everyone else 403, anonymous 401. */
export const adminRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  await app.register(adminFigureRoutes, { services });
  await app.register(adminUserRoutes, { services });
  await app.register(adminActivityRoutes, { services });
  await app.register(adminExportRoutes, { services });
  await app.register(adminDisputeRoutes, { services });
  await app.register(adminTransferRoutes, { services });
  await app.register(adminReconciliationRoutes, { services });
};
