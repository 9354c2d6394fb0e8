import { ACTIVITY_TYPES, type AdminActivity } from '@njira/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/factories.ts';
import { getAs } from '../../../test/shipment-factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { buildKnownPlatform } from './test-support/known-platform.ts';

/** The admin's Activity Logs screen: the log and its counters, on a platform whose every entry is known. */

let t: TestContext;
let admin: Actor;
let q: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, q } = await buildKnownPlatform());
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/admin/activities', () => {
  it('lists the log newest first with the total in X-Total-Count, and pages it', async () => {
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from activities`)).rows as [
      { n: number },
    ];
    const all = await getAs(t, admin, '/api/admin/activities?limit=100');
    expect(all.headers['x-total-count']).toBe(String(n));
    const rows = all.json() as AdminActivity[];
    expect(rows).toHaveLength(Math.min(n, 100));
    const times = rows.map((r) => Date.parse(r.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const page = (await getAs(t, admin, '/api/admin/activities?limit=5&offset=5')).json() as AdminActivity[];
    expect(page.map((r) => r.id)).toEqual(rows.slice(5, 10).map((r) => r.id));
  });

  it('filters by type and carries the metadata the screen shows', async () => {
    const res = await getAs(t, admin, '/api/admin/activities?type=BID_PLACED');
    expect(res.headers['x-total-count']).toBe('8');
    const bids = res.json() as AdminActivity[];
    expect(bids.every((b) => b.type === 'BID_PLACED')).toBe(true);
    const onMaize = bids.find((b) => b.metadata.amount === 10_500);
    expect(onMaize).toMatchObject({
      user: 'Kafue Logistics',
      metadata: { quoteId: q.q7, transporter: 'Kafue Logistics' },
    });
  });

  it('searches the description or the user, case-insensitive', async () => {
    const res = await getAs(t, admin, '/api/admin/activities?search=kafue%20LOGISTICS&limit=100');
    const rows = res.json() as AdminActivity[];
    expect(rows.length).toBeGreaterThan(0);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    for (const r of rows) expect(`${r.description} ${r.user}`.toLowerCase()).toContain('kafue logistics');
    // The owner's acceptance of Kafue's bid names Kafue only in its description.
    expect(rows.some((r) => r.type === 'BID_ACCEPTED' && r.user === 'Copperbelt Minerals')).toBe(true);
    const none = await getAs(t, admin, '/api/admin/activities?search=no%20such%20thing');
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.json()).toEqual([]);
  });

  it('counts entries in all and per type, every type present, for a search too', async () => {
    const counts = (await getAs(t, admin, '/api/admin/activities/counts')).json();
    expect(Object.keys(counts.byType).sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(counts.byType).toMatchObject({
      QUOTE_CREATED: 10,
      BID_PLACED: 8,
      BID_ACCEPTED: 6,
      SHIPMENT_CREATED: 6,
      SHIPMENT_DELIVERED: 3,
      SHIPMENT_CANCELLED: 1,
      USER_SIGNED_UP: 4,
      USER_SUSPENDED: 0,
    });
    const sum = Object.values(counts.byType as Record<string, number>).reduce((x, y) => x + y, 0);
    expect(counts.total).toBe(sum);
    const searched = (await getAs(t, admin, '/api/admin/activities/counts?search=southern%20grain')).json();
    const listed = await getAs(t, admin, '/api/admin/activities?search=southern%20grain');
    expect(String(searched.total)).toBe(listed.headers['x-total-count']);
    expect(searched.byType.QUOTE_CREATED).toBe(2);
  });
});
