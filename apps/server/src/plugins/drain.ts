import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled (or after `timeoutMs`). */
    whenIdle: (timeoutMs: number) => Promise<void>;
  }
}

/**
 * `close()` stops new work but resolves while handlers of requests already in flight still run;
 * shutdown waits on this before it ends the database pool under them. A set, not a counter: a
 * request can both abort and respond, and must not be counted out twice.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    const inFlight = new Set<string>();
    let waiting: (() => void)[] = [];
    const finished = (request: FastifyRequest) => {
      inFlight.delete(request.id);
      if (inFlight.size > 0) return;
      for (const resolve of waiting) resolve();
      waiting = [];
    };
    app.addHook('onRequest', async (request) => {
      inFlight.add(request.id);
    });
    app.addHook('onResponse', async (request) => finished(request));
    app.addHook('onRequestAbort', async (request) => finished(request));
    app.decorate('whenIdle', (timeoutMs: number) => {
      if (inFlight.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, timeoutMs).unref();
      });
    });
  },
  { name: 'drain' },
);
