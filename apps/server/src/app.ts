import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { expireQuotes } from './features/quotes/expire-quotes.ts';
import { quoteRoutes } from './features/quotes/quotes.routes.ts';
import { shipmentRoutes } from './features/shipments/shipments.routes.ts';
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    db: opts.db,
    config: opts.config,
    jwtSecret: opts.jwtSecret,
    log: app.log,
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
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', services });
  await app.register(webPlugin, { root: opts.webRoot ?? null });

  // Reads already treat a passed expiry as EXPIRED; this brings the stored status along each minute.
  let expiryTimer: NodeJS.Timeout | undefined;
  const sweep = () =>
    expireQuotes(opts.db).catch((err: unknown) => app.log.warn({ err }, 'could not mark expired quotes'));
  app.addHook('onReady', async () => {
    await sweep();
    expiryTimer = setInterval(sweep, 60_000);
    expiryTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(expiryTimer));
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
