import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyReply, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes.ts';
import { registerBackgroundWork } from './background-work.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EventHubOptions } from './features/events/event-hub.ts';
import type { EscrowOptions } from './features/payments/escrow.service.ts';
import { reasonPhrase } from './lib/http-errors.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import {
  HTTP_LIMITS,
  type HttpLimits,
  limitConnections,
  serverTimeouts,
} from './plugins/connection-limits.ts';
import { docsPlugin } from './plugins/docs.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { createServices } from './services.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** The key the stored secrets are sealed with, from outside the database (ADR 032). */
  secretsKey: string;
  /** The process's pino logger; tests leave it out and log nothing. */
  loggerInstance?: FastifyBaseLogger;
  /** The built web app to serve; null serves the API alone. */
  webRoot?: string | null;
  /** The live events' timings (tests shorten the heartbeat); the defaults suit production. */
  events?: Partial<EventHubOptions>;
  /** The request, header and keep-alive timeouts (tests shorten them); HTTP_LIMITS by default. */
  httpLimits?: Partial<HttpLimits>;
  /** The payment checks' timings and the sandbox's approval time (tests shorten them). */
  payments?: { escrow?: Partial<EscrowOptions>; sandboxSettleMs?: number };
}

/** Secrets never reach the log: tokens, cookies and passwords are redacted, reset links are cut. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/** Fastify's `trustProxy` for TRUST_PROXY: none, the first `n` hops, or the named addresses. */
function trustedProxies(
  setting: Config['TRUST_PROXY'],
): string | false | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

/** Where this server listens, as a process on the same machine reaches it. */
function ownAddress(server: { address(): unknown }, port: number): string {
  const address = server.address();
  const actual = address && typeof address === 'object' && 'port' in address ? Number(address.port) : port;
  return `http://127.0.0.1:${actual}`;
}

export async function buildApp(opts: AppOptions) {
  const limits = { ...HTTP_LIMITS, ...opts.httpLimits };
  const app = Fastify({
    ...serverTimeouts(limits),
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: false }),
    bodyLimit: 64 * 1024,
    // Forwarded headers only from the proxies TRUST_PROXY names (issue 25: trusting every sender let a
    // client pick its address and dodge the login throttle, or turn on HSTS with X-Forwarded-Proto).
    trustProxy: trustedProxies(opts.config.TRUST_PROXY),
    // One log line per request, written when it is answered (see the onResponse hook below),
    // instead of Fastify's two: half the logging work on every call (ADR 010).
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals (a malformed %-escape in the path, a bad Content-Type) get the one
    // error shape too, instead of Fastify's default body with its internal `code`.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const statusCode =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      const message =
        err.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'The request is not valid';
      return reply.code(statusCode).send({ statusCode, error: reasonPhrase(statusCode), message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, opts.config.MAX_CONNECTIONS_PER_ADDRESS, opts.config.TRUST_PROXY ?? false);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    db: opts.db,
    config: opts.config,
    jwtSecret: opts.jwtSecret,
    secretsKey: opts.secretsKey,
    log: app.log,
    ...(opts.events ? { events: opts.events } : {}),
    callbackBaseUrl: () => opts.config.PAYMENTS_CALLBACK_BASE_URL ?? ownAddress(app.server, opts.config.PORT),
    payments: opts.payments,
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        // The path only: a query string can carry a credential (the reset page's ?token=).
        req: { method: request.method, url: request.url.split('?')[0] },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });

  await app.register(securityHeadersPlugin, { hsts: opts.config.HSTS, webRoot: opts.webRoot ?? null });
  await app.register(idempotencyPlugin, { db: opts.db, secretsKey: opts.secretsKey });
  await app.register(compressionPlugin);
  await app.register(drainPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(authPlugin, {
    tokens: services.tokens,
    checkAdmin: (userId: string) => services.twoFactor.checkAdmin(userId),
  });
  await app.register(docsPlugin);

  await registerApiRoutes(app, services);
  await app.register(webPlugin, { root: opts.webRoot ?? null });
  registerBackgroundWork(app, services, opts);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
