import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  okResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupSchema,
  userSchema,
  verifyResponseSchema,
} from '@njira/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service.ts';
import { type IssuedSession, REFRESH_IDLE_DAYS } from './session.service.ts';

export const REFRESH_COOKIE = 'njira_refresh';
const cookieOptions: CookieSerializeOptions = {
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
};
const tags = ['auth'];

function sendSession(reply: FastifyReply, session: IssuedSession, status = 200) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions,
    maxAge: REFRESH_IDLE_DAYS * 86_400,
  });
  return reply.code(status).send(session.body);
}

export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { auth, sessions, passwordResets, tokens, config } = services;

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
        summary: 'Log in with e-mail and password (403 for a suspended account)',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => sendSession(reply, await auth.login(request.body, request.ip)),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
        response: { 200: authResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await sessions.rotate(request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
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
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return { ok: true as const, message: 'You have been logged out.' };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: SIGNED_IN },
      schema: { tags, response: { 200: userSchema, ...errorResponses(401) } },
    },
    async (request) => auth.profile(callerOf(request).userId),
  );

  app.patch(
    '/profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => auth.updateProfile(callerOf(request).userId, request.body),
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

  app.post(
    '/password',
    {
      config: { access: SIGNED_IN },
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
      await passwordResets.request(
        request.body.email,
        config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      );
      return reply.code(202).send({ ok: true as const, message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
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
