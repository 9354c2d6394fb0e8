import {
  okResponseSchema,
  recoveryCodesAnswerSchema,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';

const tags = ['account'];
/**
 * Any signed-in user, and an admin who has not turned it on yet (these routes are how they do).
 * Set-up, enable and new recovery codes take no Idempotency-Key: their answers are the secret and
 * the recovery codes, which must not be kept in clear for a replay (ADR 022, ADR 024).
 */
const config = { access: SIGNED_IN, beforeTwoFactor: true } as const;
const secretAnswer = { ...config, idempotency: false } as const;

/** Two-factor sign-in: its state, set-up, the switch, and new recovery codes (ADR 024). */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { twoFactor } = services;

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactor.status(callerOf(request)),
  );

  app.post(
    '/setup',
    {
      config: secretAnswer,
      schema: {
        tags,
        summary: 'Start turning two-factor on: a new secret, as text and as a QR code (needs the password)',
        body: twoFactorSetupSchema,
        response: { 200: twoFactorSetupAnswerSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => twoFactor.setup(callerOf(request), request.body.currentPassword),
  );

  app.post(
    '/enable',
    {
      config: secretAnswer,
      schema: {
        tags,
        summary:
          'Turn two-factor on with the password and the app’s first code; answers 10 recovery codes, once. Other devices are signed out',
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => twoFactor.enable(callerOf(request), request.body),
  );

  app.post(
    '/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-factor off with the password and a code (the app’s or a recovery code)',
        body: twoFactorConfirmSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await twoFactor.disable(callerOf(request), request.body);
      return { ok: true as const, message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/recovery-codes',
    {
      config: secretAnswer,
      schema: {
        tags,
        summary: 'Ten new recovery codes (the old ones stop working); needs the password and a code',
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => twoFactor.regenerateRecoveryCodes(callerOf(request), request.body),
  );
};
