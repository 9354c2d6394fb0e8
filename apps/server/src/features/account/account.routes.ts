import { profileStatsSchema, settingsUpdateSchema, userSettingsSchema } from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { type Access, callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['account'];
/** The profile and settings screens exist for these two roles only (spec routes); admins get 403. */
const ACCOUNT_HOLDERS: Access = ['transporter', 'cargo-owner'];

export const accountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { account } = services;

  app.get(
    '/settings',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "The caller's notification and privacy settings (the spec's defaults until changed)",
        response: { 200: userSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => account.settings(callerOf(request)),
  );

  app.patch(
    '/settings',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "Changes some of the caller's settings; answers all of them",
        body: settingsUpdateSchema,
        response: { 200: userSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => account.updateSettings(callerOf(request), request.body),
  );

  app.get(
    '/profile/stats',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "The profile's four figures over the caller's own shipments",
        response: { 200: profileStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => account.profileStats(callerOf(request)),
  );
};
