import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, signUp } from '../../test/factories.ts';
import { placeBid, postLoad } from '../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { announceActivities, announcerOf, transactionAnnouncing } from './announce.ts';
import { recordActivity } from './queries/activities.ts';
import { activities } from './schema/activities.ts';

/**
 * Committed activity rows are announced on `njira_events` by the server after the commit, never by
 * a NOTIFY inside the write's transaction (ADR 019, 'Announcing after the commit').
 */
let t: TestContext;
let owner: Actor;
let listener: pg.Client;
let heard: string[];
let onHeard: () => void = () => {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, 'cargo-owner');
}, 60_000);
afterAll(async () => t?.close());

beforeEach(async () => {
  heard = [];
  listener = new pg.Client({ connectionString: t.url });
  await listener.connect();
  listener.on('notification', (m) => {
    const payload = JSON.parse(m.payload ?? '{}') as { a?: string };
    if (payload.a) heard.push(payload.a);
    onHeard();
  });
  await listener.query('listen njira_events');
});
afterEach(async () => listener.end());

/**
 * Everything heard up to a marker announced now: NOTIFYs arrive in the order they were sent, so once
 * the marker is heard, whatever was announced before it has been too (and anything extra shows).
 */
async function hear(): Promise<string[]> {
  const marker = randomUUID();
  const arrived = new Promise<void>((resolve) => {
    onHeard = () => {
      if (heard.includes(marker)) resolve();
    };
  });
  announceActivities(t.db, [marker]);
  await arrived;
  return heard.filter((id) => id !== marker);
}

const entry = (description: string) => ({
  type: 'USER_SIGNED_UP' as const,
  description,
  actorId: owner.user.id,
  actorName: owner.user.companyName,
});

describe('transactionAnnouncing', () => {
  it('announces the rows a transaction logged once it commits, and nothing of one rolled back', async () => {
    await expect(
      transactionAnnouncing(t.db, async (tx) => {
        await recordActivity(tx, entry('rolled back'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await transactionAnnouncing(t.db, async (tx) => {
      await recordActivity(tx, entry('kept one'));
      await recordActivity(tx, entry('kept two'));
    });
    const rows = await t.db
      .select({ id: activities.id, description: activities.description })
      .from(activities)
      .where(sql`${activities.description} in ('rolled back', 'kept one', 'kept two')`);
    expect(rows.map((r) => r.description).sort()).toEqual(['kept one', 'kept two']);
    expect([...(await hear())].sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('refuses to log in a transaction that would not announce the row', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, entry('unannounced'));
      }),
    ).rejects.toThrow('transactionAnnouncing');
  });
});

describe('the write itself', () => {
  it('sends no NOTIFY from its transaction: a row inserted directly is not announced', async () => {
    await t.db.insert(activities).values(entry('direct insert'));
    expect(await hear()).toEqual([]);
  });

  it('a bid through the API is announced after its commit, once', async () => {
    const quoteId = await postLoad(t, owner);
    const transporter = await signUp(t.app, 'transporter');
    await hear();
    heard = [];
    await placeBid(t, transporter, quoteId);
    const [logged] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.quoteId} = ${quoteId} and ${activities.type} = 'BID_PLACED'`);
    expect(await hear()).toEqual([logged?.id]);
  });
});

describe('a burst of announcements', () => {
  it('reaches the listener whole and in order, in fewer NOTIFY transactions than ids', async () => {
    const ids = Array.from(
      { length: 1_200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const query = vi.spyOn(t.db.$client, 'query');
    try {
      for (let i = 0; i < ids.length; i += 3) announceActivities(t.db, ids.slice(i, i + 3));
      await announcerOf(t.db).idle();
      const sent = query.mock.calls.filter(([q]) => (q as { name?: string }).name === 'announce_activities');
      // 400 calls went out as 4 NOTIFY transactions: the first call's 3 ids, then what gathered
      // behind it, 500 at a time.
      expect(sent.map(([, , q]) => q)).toHaveLength(4);
    } finally {
      query.mockRestore();
    }
    expect(await hear()).toEqual(ids);
  });
});
