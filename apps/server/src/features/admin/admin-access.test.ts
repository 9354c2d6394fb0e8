import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/factories.ts';
import { getAs } from '../../../test/shipment-factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { buildKnownPlatform } from './test-support/known-platform.ts';

/** Who may call the admin API, and what an admin may do to other people's loads and shipments. */

let t: TestContext;
let admin: Actor;
let ownerA: Actor;
let carrierX: Actor;
let carrierY: Actor;
let s: Record<string, string>;
let q: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, ownerA, carrierX, carrierY, s, q } = await buildKnownPlatform());
}, 180_000);
afterAll(async () => t?.close());

const ADMIN_GETS = [
  '/api/admin/overview',
  '/api/admin/users',
  '/api/admin/users/counts',
  '/api/admin/revenue',
  '/api/admin/revenue/transactions',
  '/api/admin/analytics',
  '/api/admin/activities',
  '/api/admin/activities/counts',
  '/api/admin/export/summary.csv',
  '/api/admin/export/revenue.csv',
];

describe('who may call /api/admin', () => {
  it('refuses anonymous callers with 401 and transporters and cargo owners with 403, on every endpoint', async () => {
    for (const url of ADMIN_GETS) {
      expect((await getAs(t, null, url)).statusCode, url).toBe(401);
      expect((await getAs(t, carrierX, url)).statusCode, url).toBe(403);
      expect((await getAs(t, ownerA, url)).statusCode, url).toBe(403);
      expect((await getAs(t, admin, url)).statusCode, url).toBe(200);
    }
    const patch = (actor: Actor | null) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${carrierY.user.id}`,
        headers: actor ? actor.auth : {},
        payload: { status: 'suspended' },
      });
    expect((await patch(null)).statusCode).toBe(401);
    expect((await patch(ownerA)).statusCode).toBe(403);
    expect((await patch(carrierX)).statusCode).toBe(403);
  });

  it('is in the OpenAPI document under the admin tag, with its query and response schemas', async () => {
    const doc = (await getAs(t, null, '/api/openapi.json')).json();
    for (const url of [...ADMIN_GETS, '/api/admin/users/{id}']) {
      const item = doc.paths[url];
      const op = url.endsWith('{id}') ? item?.patch : item?.get;
      expect(op?.tags, url).toEqual(['admin']);
      expect(op?.responses?.['200'], url).toBeDefined();
      expect(op?.responses?.['403'], url).toBeDefined();
    }
    const users = doc.paths['/api/admin/users'].get;
    expect(users.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'limit',
      'offset',
      'role',
      'search',
      'status',
    ]);
  });

  it('answers 400 with a message for paging and filters out of range', async () => {
    for (const url of [
      '/api/admin/users?limit=101',
      '/api/admin/users?limit=0',
      '/api/admin/users?offset=-1',
      '/api/admin/users?role=driver',
      '/api/admin/users?status=banned',
      '/api/admin/activities?type=NOPE',
      '/api/admin/revenue/transactions?limit=abc',
    ]) {
      const res = await getAs(t, admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/limit|offset|role|status|type/);
    }
  });
});

describe('admin cancellations', () => {
  it('lets an admin cancel an open load and a shipment before pickup, each logged under the admin’s name', async () => {
    const adminName = `${admin.user.fullName} (admin)`;
    const load = await t.app.inject({ method: 'DELETE', url: `/api/quotes/${q.q9}`, headers: admin.auth });
    expect(load.statusCode).toBe(200);
    expect(load.json().status).toBe('CANCELLED');
    const [quoteLog] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'QUOTE_CANCELLED'), eq(activities.quoteId, q.q9 as string)));
    expect(quoteLog).toMatchObject({ actorId: admin.user.id, actorName: adminName });

    const shipment = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${s.s6}`,
      headers: admin.auth,
    });
    expect(shipment.statusCode).toBe(200);
    expect(shipment.json().status).toBe('CANCELLED');
    const [shipmentLog] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'SHIPMENT_CANCELLED'), eq(activities.shipmentId, s.s6 as string)));
    expect(shipmentLog).toMatchObject({ actorId: admin.user.id, actorName: adminName });
    expect(shipmentLog?.description).toContain(`${adminName} cancelled shipment`);

    // Once picked up, not even an admin can call it off.
    const moving = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${s.s4}`,
      headers: admin.auth,
    });
    expect(moving.statusCode).toBe(409);
  });
});
