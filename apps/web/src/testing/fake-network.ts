import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stopLiveEvents } from '../lib/events/live-events.ts';
import { queryClient } from '../lib/query-client.ts';
import { emptyNotifications, silentEventStream } from './event-stream.ts';
import { type FakeCall, jsonResponse, matchRoute, parseBody, type Reply, type Route } from './fake-route.ts';

export { type FakeCall, jsonResponse, matchRoute, type Reply, type Route } from './fake-route.ts';

interface Handler {
  route: Route;
  reply: Reply;
  once: boolean;
}

/**
 * Call at the top of a test file: each test gets a fake `fetch` (the network boundary) that answers
 * by method and path, and leaves nothing behind for the next — not the page, the stored session,
 * a cached query, nor the events stream. A call no test declared fails the test, naming the call;
 * the workspace's background calls (`GET /api/events`, `GET /api/notifications`, and a load's
 * conversations) are declared quiet by default (testing/event-stream.ts drives the stream).
 *
 *   const network = installFakeNetwork();
 *   network.on('GET /api/auth/profile', () => jsonResponse(200, user));   // every such call
 *   network.once('POST /api/auth/login', jsonResponse(401, { message: 'Invalid email or password' }));
 *   …
 *   expect(network.calls.map((c) => c.url)).toEqual(['/api/auth/login']);
 */
export function installFakeNetwork() {
  const handlers: Handler[] = [];
  const calls: FakeCall[] = [];
  const unexpected: string[] = [];

  const fetch = vi.fn(async (input: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      url: input,
      init,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: parseBody(init.body),
      params: {},
    };
    calls.push(call);
    // One-shot replies first, in the order given, so a test can script a sequence over a standing reply.
    const candidates = [...handlers.filter((h) => h.once), ...handlers.filter((h) => !h.once)];
    for (const handler of candidates) {
      const params = matchRoute(handler.route, method, input);
      if (!params) continue;
      if (handler.once) handlers.splice(handlers.indexOf(handler), 1);
      call.params = params;
      return typeof handler.reply === 'function' ? handler.reply(call) : handler.reply.clone();
    }
    const message =
      `Unexpected network call: ${method} ${input}. ` +
      `Declare it with network.on('${method} ${input.split('?')[0]}', …) or network.once(…).`;
    unexpected.push(message);
    throw new Error(message);
  });

  beforeEach(() => {
    handlers.length = 0;
    calls.length = 0;
    unexpected.length = 0;
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    // What every signed-in workspace asks for in the background: its events stream (open, silent)
    // and the bell's list (empty). A test that is about them declares its own.
    handlers.push(
      { route: 'GET /api/events', reply: () => silentEventStream(), once: false },
      { route: 'GET /api/notifications', reply: jsonResponse(200, emptyNotifications()), once: false },
      // The load's and the shipment's pages show their conversations (ADR 025): none unless declared.
      { route: 'GET /api/quotes/:id/conversations', reply: jsonResponse(200, []), once: false },
      // The shipment's page shows the truck's positions and the owner's tracking link (issue 41):
      // sharing off, no position and no link unless declared.
      {
        route: 'GET /api/shipments/:id/positions',
        reply: jsonResponse(200, { sharing: false, last: null, near: null, trail: [] }),
        once: false,
      },
      {
        route: 'GET /api/shipments/:id/tracking-link',
        reply: jsonResponse(200, { active: false, createdAt: null, expiresAt: null }),
        once: false,
      },
      // A transporter's Settings and Profile show its documents (ADR 026): none unless declared.
      {
        route: 'GET /api/documents',
        reply: jsonResponse(200, { verified: false, documents: [] }),
        once: false,
      },
    );
  });

  afterEach(() => {
    cleanup();
    stopLiveEvents();
    vi.unstubAllGlobals();
    queryClient.clear();
    sessionStorage.clear();
    localStorage.clear();
    if (unexpected.length > 0) throw new Error(unexpected.join('\n'));
  });

  return {
    /** Answers every matching call with `reply` (replacing an earlier standing reply for that route). */
    on(route: Route, reply: Reply) {
      const existing = handlers.findIndex((h) => !h.once && h.route === route);
      if (existing >= 0) handlers.splice(existing, 1);
      handlers.push({ route, reply, once: false });
    },
    /** Answers the next matching call only; several `once` for one route answer in order. */
    once(route: Route, reply: Reply) {
      handlers.push({ route, reply, once: true });
    },
    /** Every call made in this test, in order. */
    calls: calls as readonly FakeCall[],
    /** The fake itself, for call-count assertions. */
    fetch,
  };
}

export type FakeNetwork = ReturnType<typeof installFakeNetwork>;

/**
 * For every web test (./setup.ts): a test that reaches the network without installFakeNetwork()
 * fails instead of calling whatever listens on this machine.
 */
export function installNetworkGuard(): void {
  const stray: string[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const message =
      `Network call without a fake: ${init?.method ?? 'GET'} ${url}. Call installFakeNetwork() in this ` +
      'test file (or, if it has one, the call came after its test had ended: wait for what causes it).';
    stray.push(message);
    throw new Error(message);
  };
  afterEach(() => {
    const found = stray.splice(0);
    if (found.length > 0) throw new Error(found.join('\n'));
  });
}
