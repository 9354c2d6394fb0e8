import {
  cargoOwnerDashboardSchema,
  dashboardSchema,
  platformStatsSchema,
  transporterDashboardSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { dashboards } = services;

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: "The caller's own dashboard, tagged by role (admin: platform stats)",
        response: { 200: dashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => dashboards.forCaller(callerOf(request)),
  );

  app.get(
    '/transporter',
    {
      onRequest: app.requireRole('transporter'),
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Deliveries, earnings (Kwacha, 80% share) and open loads of the calling transporter',
        response: { 200: transporterDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboards.transporter(callerOf(request).userId),
  );

  app.get(
    '/cargo-owner',
    {
      onRequest: app.requireRole('cargo-owner'),
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Shipments, spending and open quotes of the calling cargo owner',
        response: { 200: cargoOwnerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboards.cargoOwner(callerOf(request).userId),
  );

  app.get(
    '/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Platform-wide users, quotes, shipments, bids and revenue (admins)',
        response: { 200: platformStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboards.platform(),
  );
};
