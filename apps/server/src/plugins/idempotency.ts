import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiErrorSchema } from '@njira/domain';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  findStoredAnswer,
  type IdempotencyClaim,
  idempotencyClaims,
  storeAnswer,
} from '../db/queries/idempotency-keys.ts';
import { conflict, HttpError } from '../lib/http-errors.ts';
import { derivedKey } from '../lib/secrets-key.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was stored for an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
export const ANSWER_LOST_MESSAGE =
  'This request was already applied, but its answer was lost. Reload to see its result.';

/** How long a retry waits for the answer of the first request, which committed and is being sent. */
const ANSWER_WAIT_MS = 3000;
const ANSWER_POLL_MS = 100;

const keyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible characters')
  .optional()
  .describe(
    'A key of your choice (a UUID), new for each action: a retry with the same key is applied once and answered the same (ADR 022)',
  );

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on a signed-in write whose answer must not be stored (it carries a new session). */
    idempotency?: false;
  }
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null;
  }
}

/**
 * The fields a fingerprint leaves out, at any depth: a password of any kind (`password`,
 * `currentPassword`, `newPassword`, `confirmPassword`), a secret or a token, a challenge, and a
 * `code` (a two-factor or recovery code, a delivery code). Their values never reach the stored row,
 * not even hashed: a fast hash of a password is a password to whoever reads the database.
 */
export const SECRET_FIELD = /^(code|challenge)$|(password|secret|token)$/i;

const withoutSecrets = (key: string, value: unknown) => (SECRET_FIELD.test(key) ? '(left out)' : value);

/**
 * What tells one request from another under one key: an HMAC-SHA256, under a key derived from
 * SECRETS_KEY (kept outside the database, ADR 032), of the method, route, path parameters and the
 * body without its secret fields. Nobody holding the database alone can test a guess against it.
 */
export function fingerprint(
  key: Buffer,
  request: { method: string; route: string; params: unknown; body: unknown },
): string {
  return createHmac('sha256', key)
    .update(`${request.method} ${request.route}\n`)
    .update(JSON.stringify(request.params ?? {}))
    .update('\n')
    .update(JSON.stringify(request.body ?? null, withoutSecrets))
    .digest('base64url');
}

/** The stored answer once the first request has written it; null when it never comes. */
async function answerOf(db: Db, claim: IdempotencyClaim) {
  for (let waited = 0; ; waited += ANSWER_POLL_MS) {
    const stored = await findStoredAnswer(db, claim.userId, claim.key);
    if (!stored) return null;
    if (stored.fingerprint !== claim.fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
    if (stored.statusCode !== null) return stored;
    if (waited >= ANSWER_WAIT_MS) throw conflict(ANSWER_LOST_MESSAGE);
    await sleep(ANSWER_POLL_MS);
  }
}

function replay(reply: FastifyReply, statusCode: number, body: string | null): FastifyReply {
  reply.header(REPLAYED_HEADER, 'true').code(statusCode);
  if (body === null || body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * `Idempotency-Key` on every signed-in write (ADR 022). A request with a key the caller used
 * before is answered with the stored answer, and its action is not run again; a new key is carried
 * (in async-local storage) to the action's transaction, which writes it with the action; the
 * answer is stored before it is sent. Public writes (signup, login, callbacks) take no key: they
 * have no caller to scope it by, and each is safe to repeat on its own terms.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; secretsKey: string }) => {
    app.decorateRequest('idempotency', null);
    const fingerprintKey = derivedKey(opts.secretsKey, 'idempotency-fingerprint');

    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access;
      const methods = [route.method].flat();
      if (!route.url.startsWith('/api') || !access || access === 'public') return;
      if (route.config?.idempotency === false) return;
      if (!methods.some((m) => WRITE_METHODS.has(m))) return;
      const schema = route.schema ?? {};
      const headers = (schema.headers as z.ZodObject | undefined) ?? z.looseObject({});
      route.schema = {
        ...schema,
        headers: headers.extend({ [IDEMPOTENCY_HEADER]: keyHeader }),
        response: { 409: apiErrorSchema, 422: apiErrorSchema, ...(schema.response as object) },
      };
    });

    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !request.caller || !WRITE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.idempotency === false) return;
      const { method, params, body } = request;
      const route = request.routeOptions.url ?? request.url;
      const claim = {
        userId: request.caller.userId,
        key,
        fingerprint: fingerprint(fingerprintKey, { method, route, params, body }),
        claimed: false,
      };
      const stored = await answerOf(opts.db, claim);
      if (stored?.statusCode != null) return replay(reply, stored.statusCode, stored.responseBody);
      request.idempotency = claim;
    });

    // Run the handler inside the claim's context (a callback hook, so that `done` and the handler
    // it calls run within `run`).
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.idempotency) idempotencyClaims.run(request.idempotency, done);
      else done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim || reply.getHeader(REPLAYED_HEADER)) return payload;
      const statusCode = reply.statusCode;
      // Nothing applied: the retry runs again. A 5xx is never stored.
      if (statusCode >= 500 || (!claim.claimed && statusCode >= 300)) return payload;
      if (payload !== null && payload !== undefined && typeof payload !== 'string') return payload;
      await storeAnswer(opts.db, claim, { statusCode, responseBody: payload ?? '' });
      return payload;
    });
  },
  // Registered before compression, so that its onSend sees the answer as text, before it is compressed.
  { name: 'idempotency' },
);
