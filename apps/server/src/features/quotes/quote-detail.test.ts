import { quoteSchema } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { findQuoteJson } from '../../db/queries/quote-detail.ts';
import { findQuoteWithOwner } from '../../db/queries/quotes.ts';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { userSettings } from '../../db/schema/user-settings.ts';
import { users } from '../../db/schema/users.ts';
import { scopeFor } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { toQuoteDto } from './quote-dto.ts';

/**
 * The quote's page is written by PostgreSQL (quote-detail.ts) to the rules `toQuoteDto` states in
 * TypeScript. These tests hold the two to each other for every kind of caller and every state a
 * load passes through, key for key: a key the DTO leaves out must be absent, not null.
 */
let t: TestContext;
let owner: Actor;
let otherOwner: Actor;
let admin: Actor;
/** Bids lowest; rated 4.25 on average over 4 (shown 4.3). */
let winner: Actor;
/** Bids and hides its ratings from others. */
let shy: Actor;
/** Never bids. */
let onlooker: Actor;

const callerOf = (a: Actor): Caller => ({ userId: a.user.id, role: a.user.role });

async function expectSameAsDto(actor: Actor, quoteId: string) {
  const caller = callerOf(actor);
  const scope = scopeFor(caller);
  const [json, row] = await Promise.all([
    findQuoteJson(t.db, scope, quoteId),
    findQuoteWithOwner(t.db, scope, quoteId),
  ]);
  if (!row) {
    expect(json).toBeUndefined();
    return undefined;
  }
  expect(json).toBeDefined();
  const fromSql = JSON.parse(json ?? 'null');
  const fromDto = JSON.parse(JSON.stringify(toQuoteDto(row, caller)));
  expect(fromSql).toStrictEqual(fromDto);
  // And every key PostgreSQL writes is one the response schema knows (nothing is stripped later).
  expect(quoteSchema.strict().safeParse(fromSql).success).toBe(true);
  return fromSql as Record<string, unknown>;
}

let openId: string;
let acceptedId: string;
let expiredId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, winner, shy, onlooker] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
  admin = await makeAdmin(t.app, t.db);
  await t.db.update(users).set({ ratingSum: 17, ratingCount: 4 }).where(eq(users.id, winner.user.id));
  await t.db.update(users).set({ ratingSum: 9, ratingCount: 2 }).where(eq(users.id, shy.user.id));
  await t.db.insert(userSettings).values({ userId: shy.user.id, showRatings: false });

  const open = await postQuote(t.app, owner, { insuranceRequired: true, estimatedValue: 70_000.5 });
  await placeBid(t.app, winner, open.id, { amount: 9_000.25, notes: 'Two trucks' });
  await placeBid(t.app, shy, open.id, { amount: 9_000.25, estimatedDays: 5 });
  openId = open.id;

  const accepted = await postQuote(t.app, owner, { cargoDescription: 'Copper cathodes' });
  const won = await placeBid(t.app, winner, accepted.id, { amount: 11_000 });
  await placeBid(t.app, shy, accepted.id, { amount: 12_500, notes: 'rival secret' });
  const res = await acceptBid(t.app, owner, accepted.id, won.id);
  expect(res.statusCode).toBe(200);
  acceptedId = accepted.id;

  const expired = await postQuote(t.app, owner, {});
  await placeBid(t.app, shy, expired.id, { amount: 5_000 });
  await letExpire(t.db, expired.id);
  expiredId = expired.id;
}, 60_000);
afterAll(async () => t?.close());

describe("the quote's page as PostgreSQL writes it", () => {
  it('equals the DTO on an open load with two bids, for each caller', async () => {
    for (const actor of [owner, admin, winner, shy, onlooker, otherOwner]) {
      await expectSameAsDto(actor, openId);
    }
  });

  it('equals the DTO on an accepted load, contact opened to the two parties only', async () => {
    for (const actor of [owner, admin, winner, shy, onlooker, otherOwner]) {
      await expectSameAsDto(actor, acceptedId);
    }
    const seenByWinner = await expectSameAsDto(winner, acceptedId);
    expect(seenByWinner?.cargoOwner).toHaveProperty('phoneNumber');
    expect(seenByWinner?.shipmentId).toEqual(expect.any(String));
    const seenByRival = await expectSameAsDto(shy, acceptedId);
    expect(seenByRival?.cargoOwner).not.toHaveProperty('phoneNumber');
    expect(JSON.stringify(seenByRival)).not.toContain(winner.user.companyName);
  });

  it('opens the contact to the accepted bidder while no shipment is seen yet, as the DTO does', async () => {
    const load = await postQuote(t.app, owner, {});
    const won = await placeBid(t.app, winner, load.id, { amount: 8_000 });
    await placeBid(t.app, shy, load.id, { amount: 8_500 });
    await t.db.update(bidsTable).set({ isAccepted: true }).where(eq(bidsTable.id, won.id));
    for (const actor of [owner, admin, winner, shy]) {
      await expectSameAsDto(actor, load.id);
    }
    expect((await expectSameAsDto(winner, load.id))?.cargoOwner).toHaveProperty('phoneNumber');
    expect((await expectSameAsDto(shy, load.id))?.cargoOwner).not.toHaveProperty('phoneNumber');
  });

  it('equals the DTO on an expired load, and for an onlooker it is not there at all', async () => {
    for (const actor of [owner, admin, shy, onlooker]) {
      await expectSameAsDto(actor, expiredId);
    }
    expect(await findQuoteJson(t.db, scopeFor(callerOf(onlooker)), expiredId)).toBeUndefined();
  });

  it("shows ratings as the DTO rounds them, and hides a bidder's ratings when it asks", async () => {
    const seen = await expectSameAsDto(owner, openId);
    const bids = seen?.bids as { transporter: { id: string; rating?: unknown } }[];
    expect(bids.find((b) => b.transporter.id === winner.user.id)?.transporter.rating).toEqual({
      average: 4.3,
      count: 4,
    });
    expect(bids.find((b) => b.transporter.id === shy.user.id)?.transporter).not.toHaveProperty('rating');
    // Its own rating a bidder always sees.
    const own = (await expectSameAsDto(shy, openId))?.bids as { transporter?: { rating?: unknown } }[];
    expect(own.find((b) => b.transporter)?.transporter?.rating).toEqual({ average: 4.5, count: 2 });
  });
});
