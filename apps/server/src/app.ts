import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { earningsRoutes } from './features/earnings/earnings.routes.ts';
import type { EventHubOptions } from './features/events/event-hub.ts';
import { eventRoutes } from './features/events/events.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { createOutboxWorker } from './features/outbox/outbox.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { expireQuotes } from './features/quotes/expire-quotes.ts';
import { quoteRoutes } from './features/quotes/quotes.routes.ts';
import { ratingRoutes } from './features/ratings/ratings.routes.ts';
import { shipmentRoutes } from './features/shipments/shipments.routes.ts';
import { reasonPhrase } from './lib/http-errors.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { createServices } from './services.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** The process's pino logger; tests leave it out and log nothing. */
  loggerInstance?: FastifyBaseLogger;
  /** The built web app to serve; null serves the API alone. */
  webRoot?: string | null;
  /** The live events' timings (tests shorten the heartbeat); the defaults suit production. */
  events?: Partial<EventHubOptions>;
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

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: false }),
    bodyLimit: 64 * 1024,
    trustProxy: true,
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    db: opts.db,
    config: opts.config,
    jwtSecret: opts.jwtSecret,
    log: app.log,
    ...(opts.events ? { events: opts.events } : {}),
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
  await app.register(compressionPlugin);
  await app.register(drainPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(authPlugin, { tokens: services.tokens });
  await app.register(docsPlugin);

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Ready once the database answers',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await opts.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );

  await app.register(authRoutes, { prefix: '/api/auth', services });
  await app.register(quoteRoutes, { prefix: '/api/quotes', services });
  await app.register(shipmentRoutes, { prefix: '/api/shipments', services });
  await app.register(ratingRoutes, { prefix: '/api/shipments', services });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', services });
  await app.register(accountRoutes, { prefix: '/api', services });
  await app.register(earningsRoutes, { prefix: '/api/earnings', services });
  await app.register(paymentsRoutes, { prefix: '/api/payments', services });
  await app.register(documentRoutes, { prefix: '/api', services });
  await app.register(adminRoutes, { prefix: '/api/admin', services });
  await app.register(notificationRoutes, { prefix: '/api/notifications', services });
  await app.register(eventRoutes, { prefix: '/api', services });
  await app.register(webPlugin, { root: opts.webRoot ?? null });

  // Reads already treat a passed expiry as EXPIRED; this brings the stored status along each minute.
  every(app, 60_000, 'could not mark expired quotes', () => expireQuotes(opts.db));
  // Notifications are kept 90 days (issue 13); every instance purges, a batch at a time.
  every(app, 3_600_000, 'could not purge old notifications', () => services.notifications.purge());
  // The live events (ADR 019): LISTEN once ready; on close, end the open streams first (they would
  // otherwise hold close() until each client hung up), then stop listening.
  app.addHook('onReady', async () => services.events.start());
  app.addHook('preClose', async () => services.events.closeAll());
  app.addHook('onClose', async () => services.events.stop());
  // The admin's platform-wide figures, computed once in the background: the server is ready
  // without them (ADR 017).
  app.addHook('onReady', async () => {
    services.admin.warm().catch((err: unknown) => app.log.warn({ err }, 'could not warm the admin figures'));
  });
  // E-mail and SMS from the outbox, exactly once however many instances run (ADR 019b). Tests
  // switch it off (test-app.ts) unless they ask for it.
  const outbox = opts.config.OUTBOX_WORKER ? createOutboxWorker(opts.db, opts.config, app.log) : null;
  app.decorate('outboxWorker', outbox);
  if (outbox) {
    app.addHook('onReady', async () => outbox.start());
    // Claims nothing more and lets the sends in flight finish, before the pool is ended.
    app.addHook('onClose', async () => outbox.stop());
  }
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox sender, or null when OUTBOX_WORKER is off. */
    outboxWorker: ReturnType<typeof createOutboxWorker> | null;
  }
}

/**
 * Runs `job` once the app is ready and then every `ms`, never two at once, until the app closes.
 * A failure is logged and the next tick tries again.
 */
function every(
  app: { log: FastifyBaseLogger; addHook: FastifyInstance['addHook'] },
  ms: number,
  failure: string,
  job: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return running;
    running = job()
      .catch((err: unknown) => app.log.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(tick, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
