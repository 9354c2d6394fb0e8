import {
  profileStatsSchema,
  settingsAnswerSchema,
  settingsUpdateSchema,
  walletAnswerSchema,
  walletRemoveSchema,
  walletSaveSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { type Access, callerOf } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['account'];
/** The profile and settings screens exist for these two roles only (spec routes); admins get 403. */
const ACCOUNT_HOLDERS: Access = ['transporter', 'cargo-owner'];

export const accountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { account, wallets } = services;

  app.get(
    '/settings',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "The caller's notification and privacy settings (the spec's defaults until changed)",
        response: { 200: settingsAnswerSchema, ...errorResponses(401, 403) },
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
        response: { 200: settingsAnswerSchema, ...errorResponses(400, 401, 403) },
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

  app.get(
    '/wallet',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "The caller's own mobile-money wallet, or null without one",
        description:
          "The cargo owner's wallet to pay from, the transporter's to be paid to (one per user). The number comes as stored (`msisdn`) and as shown and typed (`phoneNumber`, '076 345 6789').",
        response: { 200: walletAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => wallets.wallet(callerOf(request)),
  );

  app.put(
    '/wallet',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "Saves the caller's mobile-money wallet; a transporter's change needs currentPassword",
        description:
          "The provider must be the number's network (400 'This is not an MTN MoMo number'). A transporter's new or changed payout wallet needs its current password (400 when missing or wrong, 429 after 10 wrong ones in 15 minutes) and is told to its e-mail address, as a new phone number is. Saving the same wallet again changes nothing.",
        body: walletSaveSchema,
        response: { 200: walletAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => wallets.save(callerOf(request), request.body),
  );

  app.delete(
    '/wallet',
    {
      config: { access: ACCOUNT_HOLDERS },
      schema: {
        tags,
        summary: "Removes the caller's mobile-money wallet; a transporter's removal needs currentPassword",
        description:
          "A transporter is then paid to its profile's phone number when that is a mobile-money number; its removal needs the current password and is told to its e-mail address. Without a wallet, nothing changes. Answers `{ wallet: null }`.",
        body: walletRemoveSchema.nullish(),
        response: { 200: walletAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => wallets.remove(callerOf(request), request.body ?? {}),
  );
};
