import type { Quote } from '@njira/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import {
  acceptBid,
  bid,
  cancelQuote,
  getQuote,
  letExpire,
  placeBid,
  postQuote,
  withdrawBid,
} from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { bids } from '../../db/schema/bids.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { shipments } from '../../db/schema/shipments.ts';

let t: TestContext;
let owner: Actor;
let transporter: Actor;
let rival: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, transporter, rival, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers' }),
    signUp(t.app, 'transporter'),
    makeAdmin(t.app, t.db),
  ]);
});
afterAll(async () => t?.close());

async function bidIds(quoteId: string) {
  const rows = await t.db.select({ id: bids.id }).from(bids).where(eq(bids.quoteId, quoteId));
  return rows.map((r) => r.id).sort();
}

async function activityTypes(quoteId: string) {
  const rows = await t.db.select().from(activities).where(eq(activities.quoteId, quoteId));
  return rows.map((r) => r.type).sort();
}

async function ownersView(quoteId: string): Promise<Quote> {
  const res = await getQuote(t.app, owner, quoteId);
  expect(res.statusCode).toBe(200);
  return res.json() as Quote;
}

const refusal = (statusCode: number, error: string, message: string) => ({ statusCode, error, message });

describe('DELETE /api/quotes/:id/bids/:bidId', () => {
  it("withdraws the caller's own bid: 204, gone from the owner's quote, one bid fewer, the owner told", async () => {
    const quote = await postQuote(t.app, owner, { fromLocation: 'Ndola', toLocation: 'Chipata' });
    const own = await placeBid(t.app, transporter, quote.id, { amount: 12_500.5 });
    const other = await placeBid(t.app, rival, quote.id, { amount: 13_000 });
    expect(await ownersView(quote.id)).toMatchObject({ bidCount: 2, lowestBid: 12_500.5 });

    const res = await withdrawBid(t.app, transporter, quote.id, own.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const seen = await ownersView(quote.id);
    expect(seen).toMatchObject({ status: 'ACTIVE', bidCount: 1, lowestBid: 13_000 });
    expect(seen.bids.map((b) => b.id)).toEqual([other.id]);
    expect(await bidIds(quote.id)).toEqual([other.id]);

    const [log] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.type, 'BID_WITHDRAWN'), eq(activities.quoteId, quote.id)));
    expect(log).toMatchObject({
      actorId: transporter.user.id,
      actorName: 'Zambezi Hauliers',
      description: `Zambezi Hauliers withdrew their bid of K 12,500.50 on ${quote.cargo} from Ndola to Chipata`,
      metadata: { amount: 12_500.5, quoteId: quote.id, transporter: 'Zambezi Hauliers' },
    });

    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
    expect(bell.json().items[0]).toMatchObject({
      kind: 'bid_withdrawn',
      quoteId: quote.id,
      shipmentId: null,
      readAt: null,
      message: `Zambezi Hauliers withdrew their bid of K 12,500.50 on ${quote.cargo} (Ndola → Chipata)`,
    });
    // The bell only: no e-mail or SMS for a withdrawal. The transporter is told nothing of its own act.
    const written = await t.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.activityId, log?.id ?? ''));
    expect(written.map((n) => n.userId)).toEqual([owner.user.id]);
    const sent = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.notificationId,
          written.map((n) => n.id),
        ),
      );
    expect(sent).toEqual([]);
  });

  it('lets the transporter bid again after withdrawing', async () => {
    const quote = await postQuote(t.app, owner);
    const first = await placeBid(t.app, transporter, quote.id, { amount: 14_000 });
    expect((await withdrawBid(t.app, transporter, quote.id, first.id)).statusCode).toBe(204);

    const again = await bid(t.app, transporter, quote.id, { amount: 11_000 });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
    expect(await ownersView(quote.id)).toMatchObject({ bidCount: 1, lowestBid: 11_000 });
    expect(await activityTypes(quote.id)).toEqual([
      'BID_PLACED',
      'BID_PLACED',
      'BID_WITHDRAWN',
      'QUOTE_CREATED',
    ]);
  });

  it("refuses another transporter's bid with 404 and leaves it, and its count, as they were", async () => {
    const quote = await postQuote(t.app, owner);
    const theirs = await placeBid(t.app, rival, quote.id);
    await placeBid(t.app, transporter, quote.id);

    const res = await withdrawBid(t.app, transporter, quote.id, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal(404, 'Not Found', 'Bid not found'));
    expect((await bidIds(quote.id)).includes(theirs.id)).toBe(true);
    expect(await ownersView(quote.id)).toMatchObject({ bidCount: 2 });
    expect(await activityTypes(quote.id)).not.toContain('BID_WITHDRAWN');
  });

  it.each([
    ['the cargo owner of the load', () => owner],
    ['an admin', () => admin],
  ])('refuses %s with 403 and leaves the bid', async (_who, actor) => {
    const quote = await postQuote(t.app, owner);
    const placed = await placeBid(t.app, transporter, quote.id);
    const res = await withdrawBid(t.app, actor(), quote.id, placed.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
    expect(await bidIds(quote.id)).toEqual([placed.id]);
  });

  it('refuses an unauthenticated caller with 401', async () => {
    const quote = await postQuote(t.app, owner);
    const placed = await placeBid(t.app, transporter, quote.id);
    expect((await withdrawBid(t.app, null, quote.id, placed.id)).statusCode).toBe(401);
    expect(await bidIds(quote.id)).toEqual([placed.id]);
  });

  it('refuses on an accepted load with 409, the accepted bid and a passed-over one alike', async () => {
    const quote = await postQuote(t.app, owner);
    const won = await placeBid(t.app, transporter, quote.id, { amount: 10_000 });
    const lost = await placeBid(t.app, rival, quote.id, { amount: 11_000 });
    expect((await acceptBid(t.app, owner, quote.id, won.id)).statusCode).toBe(200);

    const accepted = await withdrawBid(t.app, transporter, quote.id, won.id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual(
      refusal(409, 'Conflict', 'Your bid has been accepted and can no longer be withdrawn'),
    );
    const passedOver = await withdrawBid(t.app, rival, quote.id, lost.id);
    expect(passedOver.statusCode).toBe(409);
    expect(passedOver.json()).toEqual(
      refusal(409, 'Conflict', 'This load is no longer open, so bids on it can no longer be withdrawn'),
    );
    expect(await bidIds(quote.id)).toEqual([won.id, lost.id].sort());
    expect(await ownersView(quote.id)).toMatchObject({ status: 'ACCEPTED', bidCount: 2 });
  });

  it.each([
    ['cancelled', (q: Quote) => cancelQuote(t.app, owner, q.id).then(() => undefined)],
    ['expired', (q: Quote) => letExpire(t.db, q.id)],
  ])('refuses on a %s load with 409', async (_state, close) => {
    const quote = await postQuote(t.app, owner);
    const placed = await placeBid(t.app, transporter, quote.id);
    await close(quote);
    const res = await withdrawBid(t.app, transporter, quote.id, placed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This load is no longer open, so bids on it can no longer be withdrawn');
    expect(await bidIds(quote.id)).toEqual([placed.id]);
  });

  it('answers 404 JSON for junk and unknown ids, a bid on another load, and a bid already withdrawn', async () => {
    const quote = await postQuote(t.app, owner);
    const elsewhere = await postQuote(t.app, owner);
    const placed = await placeBid(t.app, transporter, quote.id);
    const onOtherLoad = await placeBid(t.app, transporter, elsewhere.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string, string][] = [
      ['junk', placed.id, 'Quote not found'],
      [unknown, placed.id, 'Quote not found'],
      [quote.id, 'junk', 'Bid not found'],
      [quote.id, unknown, 'Bid not found'],
      [quote.id, onOtherLoad.id, 'Bid not found'],
    ];
    for (const [quoteId, bidId, message] of cases) {
      const res = await withdrawBid(t.app, transporter, quoteId, bidId);
      expect(res.json(), `${quoteId} ${bidId}`).toEqual(refusal(404, 'Not Found', message));
    }
    expect(await ownersView(quote.id)).toMatchObject({ bidCount: 1 });
    expect((await withdrawBid(t.app, transporter, quote.id, placed.id)).statusCode).toBe(204);
    const twice = await withdrawBid(t.app, transporter, quote.id, placed.id);
    expect(twice.json()).toEqual(refusal(404, 'Not Found', 'Bid not found'));
    expect(await ownersView(quote.id)).toMatchObject({ bidCount: 0 });
  });

  it('answers 404 for a closed load the caller never bid on, as for any load it may not see', async () => {
    const quote = await postQuote(t.app, owner);
    const theirs = await placeBid(t.app, rival, quote.id);
    await cancelQuote(t.app, owner, quote.id);
    const res = await withdrawBid(t.app, transporter, quote.id, theirs.id);
    expect(res.json()).toEqual(refusal(404, 'Not Found', 'Quote not found'));
  });

  it('lets an acceptance that waited behind a withdrawal find the bid gone (404), and writes no shipment', async () => {
    const quote = await postQuote(t.app, owner);
    const placed = await placeBid(t.app, transporter, quote.id);
    // Hold the load's row, so the withdrawal queues for it first and the acceptance (having read the
    // bid already) after it: the order a busy server could give them.
    const [withdrawn, accepted] = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from quotes where id = ${quote.id} for update`);
      const withdrawing = Promise.resolve(withdrawBid(t.app, transporter, quote.id, placed.id));
      await waitersOnLocks(1);
      const accepting = Promise.resolve(acceptBid(t.app, owner, quote.id, placed.id));
      await waitersOnLocks(2);
      return [withdrawing, accepting] as const;
    });
    expect((await withdrawn).statusCode).toBe(204);
    const acceptance = await accepted;
    expect(acceptance.json()).toEqual(refusal(404, 'Not Found', 'Bid not found'));
    expect(await ownersView(quote.id)).toMatchObject({ status: 'ACTIVE', bidCount: 0, bids: [] });
    expect(await t.db.select().from(shipments).where(eq(shipments.quoteId, quote.id))).toEqual([]);
    expect(await activityTypes(quote.id)).toEqual(['BID_PLACED', 'BID_WITHDRAWN', 'QUOTE_CREATED']);
  });
});

/** Waits until this many of the test database's sessions wait for a lock. */
async function waitersOnLocks(n: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await t.db.$client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${n} sessions waited for a lock`);
}
