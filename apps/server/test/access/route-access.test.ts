import { randomUUID } from 'node:crypto';
import type { Role } from '@njira/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_URL } from '../../src/features/events/events.routes.ts';
import { TokenService } from '../../src/lib/tokens.ts';
import { authPlugin, type RouteAccess } from '../../src/plugins/auth.ts';
import { type Actor, makeAdmin, signUp } from '../factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

let t: TestContext;
const actors = {} as Record<Role, Actor>;

beforeAll(async () => {
  t = await createTestApp();
  actors.transporter = await signUp(t.app, 'transporter');
  actors['cargo-owner'] = await signUp(t.app, 'cargo-owner');
  actors.admin = await makeAdmin(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

/** The route's URL with a fresh UUID for every path parameter. */
const concreteUrl = (url: string) => url.replace(/:[^/]+/g, () => randomUUID());

async function call(route: RouteAccess, headers: Record<string, string> = {}) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

const guarded = () => t.app.routeAccess.filter((r) => r.access !== 'public' && r.method !== 'HEAD');

describe('every /api route declares its access', () => {
  it('has a declared access on every route, and these routes only are public', () => {
    const publicRoutes = t.app.routeAccess
      .filter((r) => r.access === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/auth/verify',
      'GET /api/health',
      'GET /api/openapi.json',
      // A shipment's tracking link for the consignee (issue 41, item 7): the token is the key; throttled per IP.
      'GET /api/track/:token',
      'POST /api/auth/confirm-email',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      // The login's code step: the password was checked; its challenge names the account (ADR 024).
      'POST /api/auth/login/two-factor',
      'POST /api/auth/logout',
      'POST /api/auth/refresh',
      'POST /api/auth/reset-password',
      // A mailed reset link checked on opening, without being spent (issue 40).
      'POST /api/auth/reset-password/check',
      'POST /api/auth/signup',
      'POST /api/auth/undo-email-change',
      // The landing page's contact form (issue 40, item 5): throttled per address and per IP.
      'POST /api/contact',
      // The mobile-money provider's callbacks: trusted by their signature, not a session.
      'POST /api/payments/callbacks/:kind',
    ]);
    expect(guarded().length).toBeGreaterThanOrEqual(20);
  });

  it('lets every signed-in role at the live events and its own notifications', () => {
    const access = (method: string, url: string) =>
      t.app.routeAccess.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', EVENTS_URL)).toEqual(['transporter', 'cargo-owner', 'admin']);
    expect(access('GET', '/api/notifications')).toEqual(['transporter', 'cargo-owner', 'admin']);
    expect(access('POST', '/api/notifications/read')).toEqual(['transporter', 'cargo-owner', 'admin']);
  });

  it('refuses an anonymous call to every guarded route with 401', async () => {
    const answers = await Promise.all(
      guarded().map(async (r) => `${r.method} ${r.url} → ${(await call(r)).statusCode}`),
    );
    expect(answers).toEqual(guarded().map((r) => `${r.method} ${r.url} → 401`));
  });

  it('refuses a forged or expired-looking token on every guarded route with 401', async () => {
    const forged = await new TokenService('another-secret-that-is-long-enough-to-sign-with').sign({
      sub: actors.admin.user.id,
      role: 'admin',
      sid: randomUUID(),
    });
    for (const r of guarded()) {
      const res = await call(r, { authorization: `Bearer ${forged}` });
      expect(`${r.method} ${r.url} → ${res.statusCode}`).toBe(`${r.method} ${r.url} → 401`);
    }
  });

  it('refuses every role a route does not allow with 403, before looking at the request', async () => {
    let tried = 0;
    for (const r of guarded()) {
      if (r.access === 'public') continue;
      for (const role of Object.keys(actors) as Role[]) {
        if (r.access.includes(role)) continue;
        const res = await call(r, actors[role].auth);
        expect(`${role} ${r.method} ${r.url} → ${res.statusCode}`).toBe(`${role} ${r.method} ${r.url} → 403`);
        expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('lets an allowed role past the guard (the answer is the route’s own, never 401 or 403 from the guard)', async () => {
    for (const r of guarded()) {
      if (r.access === 'public' || r.method !== 'GET') continue;
      // A stream never ends by itself: the events tests open it on a listening server, every role.
      if (r.url === EVENTS_URL) continue;
      for (const role of r.access) {
        const res = await call(r, actors[role].auth);
        expect([401, 403], `${role} ${r.method} ${r.url}`).not.toContain(res.statusCode);
      }
    }
  });
});

describe('registering a route', () => {
  it('refuses an /api route that declares no access, so the server does not start', async () => {
    const app = Fastify();
    await app.register(authPlugin, { tokens: new TokenService('x'.repeat(40)) });
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      'GET /api/forgotten declares no access',
    );
    await app.close();
  });

  it('leaves routes outside /api (the web app) alone', async () => {
    const app = Fastify();
    await app.register(authPlugin, { tokens: new TokenService('x'.repeat(40)) });
    app.get('/about', async () => ({ ok: true }));
    expect((await app.inject({ url: '/about' })).statusCode).toBe(200);
    await app.close();
  });
});
