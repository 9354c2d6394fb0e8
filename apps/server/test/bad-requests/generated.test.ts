import type { Role } from '@njira/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_URL } from '../../src/features/events/events.routes.ts';
import type { RouteAccess } from '../../src/plugins/auth.ts';
import { type Actor, loadBody, makeAdmin, PASSWORD, signUp, signupBody } from '../factories.ts';
import { acceptBid, placeBid, postLoad } from '../shipment-factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

/**
 * The generated bad-request tier: for every route and every kind of caller, junk built from the
 * route's own schemas (wrong types, boundary and overflow numbers, NUL, control characters and
 * unpaired surrogates, huge strings, junk ids, malformed JSON, duplicated query keys). No answer may
 * be a 5xx, and every 4xx has the one error shape. NJIRA_BAD_REQUESTS sets how many (default 2,000;
 * `npm run test:bad-requests` sends 10,000).
 */
const TOTAL = Number(process.env.NJIRA_BAD_REQUESTS ?? 2000);

let t: TestContext;
const actors = {} as Record<Role, Actor>;
const realIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  actors.transporter = await signUp(t.app, 'transporter');
  actors['cargo-owner'] = await signUp(t.app, 'cargo-owner');
  actors.admin = await makeAdmin(t.app, t.db);
  const open = await postLoad(t, actors['cargo-owner']);
  const accepted = await postLoad(t, actors['cargo-owner']);
  const openBid = await placeBid(t, actors.transporter, open);
  const bid = await placeBid(t, actors.transporter, accepted);
  const shipment = await acceptBid(t, actors['cargo-owner'], accepted, bid);
  realIds.push(open, accepted, openBid, bid, shipment);
}, 60_000);
afterAll(async () => t?.close());

// ---- values -------------------------------------------------------------------------------
const nastyText = fc.constantFrom(
  '\u0000',
  'abc\u0000',
  'a\u0007b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  "' OR 1=1 --",
  '%00',
  '\\',
  '%_',
  '😀🚚',
  '\t\n\r',
  '',
  ' ',
);
const boundaryNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1e-9,
  0.001,
  0.005,
  1.005,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  100_000_000.01,
  30,
  31,
);
const hugeString = fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'é'.repeat(n));
const dateLike = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '0000-01-01',
  '2026-01-01T25:00Z',
  'tomorrow',
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 3, arbitrary: boundaryNumber },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), nastyText), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: dateLike },
);

// ---- requests -----------------------------------------------------------------------------
const RAW_SEGMENTS = ['%00', '%ED%A0%80', '%FF', '%', '..%2F..%2Fetc', 'x'.repeat(3_000), 'null', '-1'];
const pathParam = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  fc.uuid().map(String),
  fc.constant('REAL'),
  fc.string({ maxLength: 60 }).map(encodeURIComponentSafe),
);

function encodeURIComponentSafe(s: string): string {
  // encodeURIComponent throws on a lone surrogate; send its UTF-8-ish bytes raw instead.
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

const queryValue = fc.oneof(
  anyValue.map((v) => encodeURIComponentSafe(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  fc.constantFrom(...RAW_SEGMENTS),
);

/** Valid bodies to mutate, so the junk reaches past the first check. */
function templateFor(route: RouteAccess): Record<string, unknown> {
  const key = `${route.method} ${route.url}`;
  if (key === 'POST /api/quotes') return { ...loadBody() };
  if (key === 'POST /api/quotes/:id/bids') return { amount: 100, estimatedDays: 2, notes: 'ok' };
  if (key === 'PATCH /api/shipments/:id') return { status: 'IN_TRANSIT', location: 'Kabwe' };
  if (key === 'POST /api/auth/signup') return signupBody();
  if (key === 'POST /api/auth/login') return { email: 'nobody@example.com', password: PASSWORD };
  if (key === 'PATCH /api/auth/profile')
    return { fullName: 'A Person', phoneNumber: '+260 97 123 4567', companyName: 'Co' };
  return {};
}

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const MALFORMED_JSON = [
  '{',
  '{"amount":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"amount":1e999}',
  '{"a":1,"a":"\\u0000"}',
  '\u0000',
  '{"__proto__":{"x":1}}',
];

interface Junk {
  role: Role | 'anonymous' | 'forged';
  path: string;
  query: string;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
}

function junkFor(route: RouteAccess): fc.Arbitrary<Junk> {
  const params = route.url.match(/:[^/]+/g) ?? [];
  const queryKeys = [...shapeKeys(route.schema?.querystring), 'limit', 'unknown'];
  const bodyKeys = [...new Set([...shapeKeys(route.schema?.body), 'extra'])];
  const template = templateFor(route);
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body: fc.Arbitrary<Junk['body']> = hasBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .dictionary(fc.constantFrom(...bodyKeys), anyValue, { minKeys: 1, maxKeys: 3 })
            .map((m) => ({ kind: 'json' as const, value: { ...template, ...m } })),
        },
        { weight: 1, arbitrary: anyValue.map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...MALFORMED_JSON)
            .map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=latin1',
            )
            .map((type) => ({ kind: 'raw' as const, text: 'a=1', type })),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({
    role: fc.constantFrom(
      'anonymous',
      'forged',
      'transporter',
      'cargo-owner',
      'admin',
      'transporter',
      'cargo-owner',
    ),
    path: fc.tuple(...params.map(() => pathParam), fc.nat()).map((parts) => {
      let i = 0;
      const pick = parts.at(-1) as number;
      return route.url.replace(/:[^/]+/g, () => {
        const p = parts[i++] as string;
        return p === 'REAL' ? (realIds[(pick + i) % realIds.length] as string) : p;
      });
    }),
    // Pairs, so the same key can come twice (limit=1&limit=x).
    query: fc
      .array(fc.tuple(fc.constantFrom(...queryKeys), queryValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    body,
  }) as fc.Arbitrary<Junk>;
}

const stats = { requests: 0, byStatus: new Map<number, number>() };

async function send(route: RouteAccess, junk: Junk) {
  const headers: Record<string, string> = {};
  if (junk.role === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  else if (junk.role !== 'anonymous') headers.authorization = actors[junk.role].auth.authorization;
  const url = junk.query ? `${junk.path}?${junk.query}` : junk.path;
  const b = junk.body;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: b.kind === 'raw' ? { ...headers, 'content-type': b.type } : headers,
    ...(b.kind === 'json'
      ? {
          payload: JSON.stringify(b.value) ?? 'null',
          headers: { ...headers, 'content-type': 'application/json' },
        }
      : {}),
    ...(b.kind === 'raw' ? { payload: b.text } : {}),
  });
  stats.requests++;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  const what = `${route.method} ${url.slice(0, 200)} as ${junk.role} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(body, what).toEqual({
      statusCode: res.statusCode,
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(body.message.length, what).toBeGreaterThan(0);
  }
}

describe('generated bad requests', () => {
  it(
    `sends at least ${TOTAL} junk requests across every route and caller, and none gets a 5xx`,
    async () => {
      // The events stream stays open for a signed-in caller (inject would wait forever); its one
      // input, Last-Event-ID, is junk-tested on a listening server (features/events).
      const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.url !== EVENTS_URL);
      const perRoute = Math.ceil(TOTAL / routes.length);
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(junkFor(route), (junk) => send(route, junk)),
          { numRuns: perRoute, seed: Number(process.env.NJIRA_BAD_REQUESTS_SEED ?? Date.now() % 2 ** 31) },
        );
      }
      const fiveXx = [...stats.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      const spread = [...stats.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(' ');
      // biome-ignore lint/suspicious/noConsole: the tier reports its count and its 5xx in the test output
      console.log(
        `bad-request tier: ${stats.requests} requests over ${routes.length} routes, ${fiveXx} × 5xx (${spread})`,
      );
      expect(stats.requests).toBeGreaterThanOrEqual(TOTAL);
      expect(fiveXx).toBe(0);
    },
    Math.max(120_000, TOTAL * 60),
  );
});
