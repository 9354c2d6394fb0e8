import {
  authResponseSchema,
  emailLinkSchema,
  loginResponseSchema,
  loginSchema,
  loginTwoFactorSchema,
  okResponseSchema,
  profileUpdateSchema,
  signupSchema,
  userSchema,
  verifyResponseSchema,
} from '@njira/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { publicOrigin } from './public-origin.ts';
import { REFRESH_COOKIE, refreshCookieOptions, sendSession } from './refresh-cookie.ts';

const tags = ['auth'];

/** Signing up, in and out, the session's refresh, and the profile of the signed-in user. */
export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { auth, sessions, tokens, twoFactor } = services;

  app.post(
    '/signup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a transporter or cargo-owner account',
        body: signupSchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => sendSession(reply, await auth.signup(request.body), 201),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Log in with e-mail and password (403 for a suspended account); with two-factor on, answers a challenge for the code instead of a session',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const answer = await auth.login(request.body, request.ip);
      return 'challenge' in answer ? answer : sendSession(reply, answer);
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The login’s second step: its challenge and a code from the authenticator app or a recovery code (10 wrong codes in 15 minutes: 429)',
        body: loginTwoFactorSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => sendSession(reply, await twoFactor.completeLogin(request.body, request.ip)),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Trade the refresh cookie for a new access token (the cookie rotates); 403 `account_suspended` for a suspended account',
        response: { 200: authResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await sessions.rotate(request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions);
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End this session (revokes the refresh token)',
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await sessions.end(request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions);
      return { ok: true as const, message: 'You have been logged out.' };
    },
  );

  app.get(
    '/profile',
    {
      // An admin who must still turn two-factor on reads their own profile (ADR 024).
      config: { access: SIGNED_IN, beforeTwoFactor: true },
      schema: {
        tags,
        summary: 'The signed-in user’s own profile, with a new e-mail waiting for confirmation',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => auth.profile(callerOf(request).userId),
  );

  app.patch(
    '/profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Save the profile; a new e-mail or phone number needs currentPassword',
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      auth.updateProfile(callerOf(request).userId, request.body, publicOrigin(services.config)),
  );

  app.post(
    '/confirm-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm a new sign-in e-mail with the link sent to it (valid 24 hours, once)',
        body: emailLinkSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const email = await services.emailChanges.confirm(request.body.token);
      return { ok: true as const, message: `Your sign-in email is now ${email}.` };
    },
  );

  app.post(
    '/undo-email-change',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Undo a change of sign-in e-mail from the old address (7 days); signs out every device',
        body: emailLinkSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const email = await services.emailChanges.undo(request.body.token);
      return {
        ok: true as const,
        message: `Your sign-in email is ${email} again, and every device has been signed out. If someone else knew your password, choose a new one now.`,
      };
    },
  );

  app.get(
    '/verify',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Is this access token valid?', response: { 200: verifyResponseSchema } },
    },
    async (request) => {
      const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) return { valid: false };
      try {
        return { valid: true, user: await auth.profile(claims.sub) };
      } catch {
        return { valid: false };
      }
    },
  );
};
