import {
  authResponseSchema,
  forgotPasswordSchema,
  okResponseSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service.ts';
import { publicOrigin } from './public-origin.ts';
import { sendSession } from './refresh-cookie.ts';

const tags = ['auth'];

/** A password changed by its user, or forgotten and reset through an e-mailed link. */
export const passwordRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { auth, passwordResets, config } = services;

  app.post(
    '/password',
    {
      // Its answer is a new session: tokens are not stored for a replay (ADR 022). A retry after a
      // change that went through is told the current password is wrong, and the tab still has its session.
      config: { access: SIGNED_IN, idempotency: false, beforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Change the password; other devices are signed out',
        body: passwordChangeSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      sendSession(reply, await auth.changePassword(callerOf(request).userId, request.body)),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'E-mail a single-use reset link (valid 1 hour); same answer whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 202: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      passwordResets.requestInBackground(request.body.email, publicOrigin(config));
      return reply.code(202).send({ ok: true as const, message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/reset-password/check',
    {
      // Changes nothing: the same token checked twice gets the same answer.
      config: { access: 'public', idempotency: false },
      schema: {
        tags,
        summary:
          'Whether a mailed reset token can still be used (400 when used, expired or unknown); it is not spent',
        body: resetTokenCheckSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await passwordResets.check(request.body.token);
      return { ok: true as const, message: 'This reset link can be used.' };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Choose a new password with the mailed single-use token; every session ends',
        body: resetPasswordSchema,
        response: { 200: okResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await passwordResets.reset(request.body.token, request.body.password);
      return { ok: true as const, message: 'Your password has been reset. Please log in.' };
    },
  );
};
