import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isActiveUser } from '../../db/queries/events.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerOf, SIGNED_IN } from '../../plugins/auth.ts';
import type { AppServices } from '../../services.ts';
import { parseLastEventId } from './sse.ts';

export const EVENTS_URL = '/api/events';

const streamResponse = {
  description:
    'A server-sent event stream (fetch-based: send the access token in Authorization). Events: `notification` (with `id:`, data = a Notification), `change` {quoteId, shipmentId}, `load` {quoteId} (transporters), `activity` {id, type} (admins), `resync` {} (refetch everything); `: ping` every 25 s. Closes when the access token expires, on sign-out or suspension, and on server shutdown.',
  content: { 'text/event-stream': { schema: z.string() } },
};

/**
 * `GET /api/events` (ADR 019): the signed-in user's live events. The reply is hijacked and written
 * to the raw response, so no onSend hook (compression among them) sees or buffers it.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { events, tokens, db } = services;

  app.get(
    '/events',
    {
      config: { access: SIGNED_IN },
      compress: false,
      schema: {
        tags: ['events'],
        summary:
          'Live events for the signed-in user (text/event-stream); `Last-Event-ID: <notification id>` first replays what was missed',
        headers: z.looseObject({
          'last-event-id': z.string().optional().describe('The id of the last notification received'),
        }),
        response: { 200: streamResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // The guard verified the token; its expiry (cached check, no second HMAC) ends the stream.
      const token = request.raw.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const claims = token ? await tokens.verify(token) : null;
      if (!claims?.exp) throw unauthorized();
      if (!(await isActiveUser(db, caller.userId))) {
        throw unauthorized('Your session has ended. Please log in again.');
      }
      const lastEventId = parseLastEventId(request.raw.headers['last-event-id']);

      reply.hijack();
      const res = reply.raw;
      const socket = request.raw.socket;
      socket.setTimeout(0);
      socket.setNoDelay(true);
      socket.setKeepAlive(true, 60_000);
      // The security headers the hooks set so far (the CSP and the rest), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      events.open(
        res,
        { userId: caller.userId, role: caller.role, expiresAt: claims.exp * 1000 },
        lastEventId,
      );
    },
  );
};
