import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stopLiveEvents } from '../lib/events/live-events.ts';
import { queryClient } from '../lib/query-client.ts';
import { emptyNotifications, silentEventStream } from './event-stream.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 'POST /api/auth/login'; a `:name` segment matches any one segment ('GET /api/quotes/:id'). */
export type Route = `${Method} /${string}`;

/** One request the app made, as a test wants to read it. */
export interface FakeCall {
  method: string;
  /** The URL as the app passed it, query included. */
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
  /** Values of the route's `:name` segments. */
  params: Record<string, string>;
}

/** A response (cloned for every call), or a function of the call; a function may throw to fail the fetch. */
export type Reply = Response | ((call: FakeCall) => Response | Promise<Response>);

interface Handler {
  route: Route;
  reply: Reply;
  once: boolean;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The `:name` values when `route` matches this call, else null. */
export function matchRoute(route: Route, method: string, url: string): Record<string, string> | null {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return null;
  // A route without a query matches any query; one with a query must match it exactly.
  const path = routePath.includes('?') ? url : (url.split('?')[0] ?? url);
  const want = routePath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Call at the top of a test file: each test gets a fake `fetch` (the network boundary) that answers
 * by method and path, and leaves nothing behind for the next — not the page, the stored session,
 * a cached query, nor the events stream. A call no test declared fails the test, naming the call;
 * the workspace's background calls (`GET /api/events`, `GET /api/notifications`) are declared
 * quiet by default (testing/event-stream.ts drives the stream).
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
