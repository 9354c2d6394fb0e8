import {
  cargoOwnerDashboardSchema,
  dashboardSchema,
  platformStatsSchema,
  transporterDashboardSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
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
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's own dashboard, tagged by role (admin: platform stats)",
        response: { 200: dashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => dashboards.forCaller(callerOf(request)),
  );

  app.get(
    '/transporter',
    {
      config: { access: ['transporter'] },
      schema: {
        tags,
        summary: 'Deliveries, earnings (Kwacha, 80% share) and open loads of the calling transporter',
        response: { 200: transporterDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboards.transporter(callerOf(request).userId),
  );

  app.get(
    '/cargo-owner',
    {
      config: { access: ['cargo-owner'] },
      schema: {
        tags,
        summary: 'Shipments, spending and open quotes of the calling cargo owner',
        response: { 200: cargoOwnerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboards.cargoOwner(callerOf(request).userId),
  );

  app.get(
    '/stats',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Platform-wide users, quotes, shipments, bids and revenue (admins)',
        response: { 200: platformStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboards.platform(),
  );
};
