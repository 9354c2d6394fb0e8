// The fake network's vocabulary: which route a call matches, what a test replies, what it reads back.

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

export function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
