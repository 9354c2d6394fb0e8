import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { type IssuedSession, REFRESH_IDLE_DAYS } from './session.service.ts';

/**
 * The refresh token travels only in this cookie, sent back to /api/auth alone and unreadable by
 * scripts; the access token is in the body.
 */
export const REFRESH_COOKIE = 'njira_refresh';
export const refreshCookieOptions: CookieSerializeOptions = {
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
};

/** Answers with a new session: its refresh token in the cookie, the rest in the body. */
export function sendSession(reply: FastifyReply, session: IssuedSession, status = 200) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...refreshCookieOptions,
    maxAge: REFRESH_IDLE_DAYS * 86_400,
  });
  return reply.code(status).send(session.body);
}
