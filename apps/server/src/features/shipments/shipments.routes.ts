import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../services.ts';

// Routes of this feature are registered here (being written).
export const shipmentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (_app, _opts) => {};
