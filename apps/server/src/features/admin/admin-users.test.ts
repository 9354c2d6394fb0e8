import {
  ACCOUNT_SUSPENDED_CODE,
  type AdminUser,
  SELF_SUSPEND_MESSAGE,
  SUSPENDED_ACCOUNT_MESSAGE,
} from '@njira/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, PASSWORD, signUp } from '../../../test/factories.ts';
import { getAs } from '../../../test/shipment-factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { buildKnownPlatform } from './test-support/known-platform.ts';

/** The admin's Users screen: the accounts with their counts, and suspending and reactivating one. */

let t: TestContext;
let admin: Actor;
let ownerA: Actor;
let ownerB: Actor;
let carrierX: Actor;
let carrierY: Actor;

beforeAll(async () => {
  ({ t, admin, ownerA, ownerB, carrierX, carrierY } = await buildKnownPlatform());
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/admin/users', () => {
  it('lists every account newest first with its loads, shipments and rating; the total in X-Total-Count', async () => {
    const res = await getAs(t, admin, '/api/admin/users');
    expect(res.headers['x-total-count']).toBe('5');
    const users = res.json() as AdminUser[];
    expect(users[0]?.id).toBe(admin.user.id);
    const times = users.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.get(ownerA.user.id)).toMatchObject({
      companyName: 'Copperbelt Minerals',
      role: 'cargo-owner',
      status: 'active',
      quotes: 8,
      shipments: 4,
      rating: { average: null, count: 0 },
    });
    expect(byId.get(ownerB.user.id)).toMatchObject({ quotes: 2, shipments: 2 });
    expect(byId.get(carrierX.user.id)).toMatchObject({
      quotes: 0,
      shipments: 3,
      rating: { average: 4, count: 1 },
    });
    expect(byId.get(carrierY.user.id)).toMatchObject({ shipments: 3 });
  });

  it('searches full name, e-mail and company, case-insensitive, and filters by role', async () => {
    const ids = async (url: string) => {
      const res = await getAs(t, admin, url);
      return { ids: (res.json() as AdminUser[]).map((u) => u.id), total: res.headers['x-total-count'] };
    };
    expect(await ids('/api/admin/users?search=zambezi')).toEqual({ ids: [carrierX.user.id], total: '1' });
    expect(await ids('/api/admin/users?search=NATASHA')).toEqual({ ids: [ownerA.user.id], total: '1' });
    expect((await ids(`/api/admin/users?search=${ownerB.user.email.slice(0, 12)}`)).ids).toEqual([
      ownerB.user.id,
    ]);
    expect((await ids('/api/admin/users?search=50%25')).total).toBe('0');
    const carriers = await ids('/api/admin/users?role=transporter');
    expect(carriers.total).toBe('2');
    expect(carriers.ids.sort()).toEqual([carrierX.user.id, carrierY.user.id].sort());
  });

  it('pages with limit and offset', async () => {
    const all = (await getAs(t, admin, '/api/admin/users')).json() as AdminUser[];
    const page = await getAs(t, admin, '/api/admin/users?limit=2&offset=2');
    expect(page.headers['x-total-count']).toBe('5');
    expect((page.json() as AdminUser[]).map((u) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
  });

  it('counts accounts by role and status for a search', async () => {
    expect((await getAs(t, admin, '/api/admin/users/counts')).json()).toEqual({
      total: 5,
      transporters: 2,
      cargoOwners: 2,
      admins: 1,
      active: 5,
      suspended: 0,
    });
    expect((await getAs(t, admin, '/api/admin/users/counts?search=logistics')).json()).toEqual({
      total: 1,
      transporters: 1,
      cargoOwners: 0,
      admins: 0,
      active: 1,
      suspended: 0,
    });
  });
});

describe('suspending and reactivating an account', () => {
  let victim: Actor;
  beforeAll(async () => {
    victim = await signUp(t.app, 'transporter', { companyName: 'Suspect Carriers', fullName: 'Mwila Banda' });
  });

  const setStatus = (actor: Actor, id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: actor.auth,
      payload: { status },
    });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const statusLog = (type: 'USER_SUSPENDED' | 'USER_REACTIVATED') =>
    t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, type)));

  it('suspends: login is refused with a clear 403, the refresh token is revoked, the log names the admin', async () => {
    const res = await setStatus(admin, victim.user.id, 'suspended');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: victim.user.id,
      status: 'suspended',
      companyName: 'Suspect Carriers',
    });

    const refused = await login(victim.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: SUSPENDED_ACCOUNT_MESSAGE,
      code: ACCOUNT_SUSPENDED_CODE,
    });

    // The session's refresh is refused saying why (issue 40), so the web does not say "Session expired".
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: victim.cookie },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject({
      message: SUSPENDED_ACCOUNT_MESSAGE,
      code: ACCOUNT_SUSPENDED_CODE,
    });
    // Refused again: the cookie was cleared, and it is still revoked.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: victim.cookie },
    });
    expect(again.json().code).toBe(ACCOUNT_SUSPENDED_CODE);

    const logs = await statusLog('USER_SUSPENDED');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: `${admin.user.fullName} (admin)`,
      description: `${admin.user.fullName} (admin) suspended Mwila Banda (Suspect Carriers)`,
    });
  });

  it('shows the suspension in the list filter and the counts; suspending again logs nothing new', async () => {
    const listed = await getAs(t, admin, '/api/admin/users?status=suspended');
    expect(listed.headers['x-total-count']).toBe('1');
    expect((listed.json() as AdminUser[]).map((u) => u.id)).toEqual([victim.user.id]);
    expect((await getAs(t, admin, '/api/admin/users/counts')).json()).toMatchObject({
      suspended: 1,
      active: 5,
    });
    expect((await getAs(t, admin, '/api/admin/overview')).json().users.suspended).toBe(1);
    expect((await setStatus(admin, victim.user.id, 'suspended')).statusCode).toBe(200);
    expect(await statusLog('USER_SUSPENDED')).toHaveLength(1);
  });

  it('a wrong password is still only "invalid", whatever the account’s status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.user.email, password: 'Wrong!Passw0rd' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('reactivates: login works again and the log says so', async () => {
    const res = await setStatus(admin, victim.user.id, 'active');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
    expect((await login(victim.user.email)).statusCode).toBe(200);
    const logs = await statusLog('USER_REACTIVATED');
    expect(logs.map((l) => l.description)).toEqual([
      `${admin.user.fullName} (admin) reactivated Mwila Banda (Suspect Carriers)`,
    ]);
  });

  it('refuses an admin suspending itself (409), leaves it active', async () => {
    const res = await setStatus(admin, admin.user.id, 'suspended');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SELF_SUSPEND_MESSAGE);
    expect((await login(admin.user.email)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or junk id and 400 for a bad body', async () => {
    expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'suspended')).statusCode).toBe(
      404,
    );
    expect((await setStatus(admin, 'not-a-user', 'suspended')).statusCode).toBe(404);
    const bad = await setStatus(admin, victim.user.id, 'banned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of active, suspended');
  });
});
