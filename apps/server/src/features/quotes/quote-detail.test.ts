import { type Quote, quoteSchema } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, getQuote, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { fundShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { bids as bidsTable } from '../../db/schema/bids.ts';
import { userSettings } from '../../db/schema/user-settings.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The quote's page as each kind of caller sees it, through every state a load passes through: who
 * sees the owner's contact, a bidder's identity, contact, notes and rating, and the shipment. A key
 * a caller may not see must be absent, not null.
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

/** The page as this caller is sent it, holding to the response schema; undefined when it is a 404. */
async function seenBy(actor: Actor, quoteId: string): Promise<Quote | undefined> {
  const res = await getQuote(t.app, actor, quoteId);
  if (res.statusCode === 404) return undefined;
  expect(res.statusCode).toBe(200);
  const body = res.json();
  // Every key sent is one the response schema knows.
  expect(quoteSchema.strict().safeParse(body).success, res.body).toBe(true);
  return body as Quote;
}

const bidBy = (quote: Quote | undefined, who: Actor) =>
  quote?.bids.find((b) => b.transporter?.id === who.user.id);

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

describe("the quote's page, as each caller sees it", () => {
  it('an open load with two bids: names to the owner, contact to admins, a bidder its own bid only', async () => {
    const byOwner = await seenBy(owner, openId);
    expect(byOwner).toMatchObject({ status: 'ACTIVE', bidCount: 2, lowestBid: 9_000.25, shipmentId: null });
    expect(byOwner?.cargoOwner).toHaveProperty('phoneNumber', owner.user.phoneNumber);
    expect(byOwner?.bids.map((b) => b.transporter?.id).sort()).toEqual([winner.user.id, shy.user.id].sort());
    for (const b of byOwner?.bids ?? []) expect(b.transporter).not.toHaveProperty('email');
    expect(bidBy(byOwner, winner)?.notes).toBe('Two trucks');

    const byAdmin = await seenBy(admin, openId);
    expect(byAdmin?.cargoOwner).toHaveProperty('email', owner.user.email);
    expect(bidBy(byAdmin, winner)?.transporter).toHaveProperty('phoneNumber', winner.user.phoneNumber);
    expect(bidBy(byAdmin, shy)?.transporter).toHaveProperty('email', shy.user.email);

    const byWinner = await seenBy(winner, openId);
    expect(byWinner?.cargoOwner).not.toHaveProperty('email');
    const [first, second] = byWinner?.bids ?? [];
    const own = first?.isOwn ? first : second;
    const rival = first?.isOwn ? second : first;
    expect(own).toMatchObject({
      isOwn: true,
      notes: 'Two trucks',
      transporter: { email: winner.user.email },
    });
    expect(rival).toMatchObject({ isOwn: false, notes: null, amount: 9_000.25, estimatedDays: 5 });
    expect(rival).not.toHaveProperty('transporter');

    const byOnlooker = await seenBy(onlooker, openId);
    expect(byOnlooker?.cargoOwner).not.toHaveProperty('phoneNumber');
    expect(byOnlooker?.bids).toHaveLength(2);
    for (const b of byOnlooker?.bids ?? []) expect(b).not.toHaveProperty('transporter');

    expect(await seenBy(otherOwner, openId)).toBeUndefined();
  });

  it('an accepted load: contact opened to the two parties only, once the payment is held', async () => {
    const unpaid = await seenBy(owner, acceptedId);
    expect(unpaid?.status).toBe('ACCEPTED');
    expect(bidBy(unpaid, winner)?.transporter).not.toHaveProperty('phoneNumber');
    expect(bidBy(unpaid, winner)?.transporter).not.toHaveProperty('contactPrivate');
    expect((await seenBy(winner, acceptedId))?.cargoOwner).not.toHaveProperty('phoneNumber');

    await fundShipment(t.db, unpaid?.shipmentId ?? '');
    const byOwner = await seenBy(owner, acceptedId);
    expect(byOwner?.shipmentId).toEqual(expect.any(String));
    expect(bidBy(byOwner, winner)?.transporter).toHaveProperty('phoneNumber', winner.user.phoneNumber);
    expect(bidBy(byOwner, shy)?.transporter).not.toHaveProperty('phoneNumber');
    expect(bidBy(byOwner, shy)?.notes).toBe('rival secret');

    const seenByWinner = await seenBy(winner, acceptedId);
    expect(seenByWinner?.cargoOwner).toHaveProperty('phoneNumber');
    expect(seenByWinner?.shipmentId).toBe(byOwner?.shipmentId);
    const seenByRival = await seenBy(shy, acceptedId);
    expect(seenByRival?.cargoOwner).not.toHaveProperty('phoneNumber');
    expect(seenByRival?.shipmentId).toBeNull();
    expect(JSON.stringify(seenByRival)).not.toContain(winner.user.companyName);

    expect((await seenBy(admin, acceptedId))?.shipmentId).toBe(byOwner?.shipmentId);
    expect(await seenBy(onlooker, acceptedId)).toBeUndefined();
    expect(await seenBy(otherOwner, acceptedId)).toBeUndefined();
  });

  it('holds the contact back from the accepted bidder while no paid shipment is seen', async () => {
    const load = await postQuote(t.app, owner, {});
    const won = await placeBid(t.app, winner, load.id, { amount: 8_000 });
    await placeBid(t.app, shy, load.id, { amount: 8_500 });
    await t.db.update(bidsTable).set({ isAccepted: true }).where(eq(bidsTable.id, won.id));
    expect((await seenBy(winner, load.id))?.cargoOwner).not.toHaveProperty('phoneNumber');
    expect((await seenBy(shy, load.id))?.cargoOwner).not.toHaveProperty('phoneNumber');
    const byOwner = await seenBy(owner, load.id);
    expect(bidBy(byOwner, winner)?.transporter).not.toHaveProperty('email');
    expect(bidBy(byOwner, shy)?.transporter).not.toHaveProperty('email');
  });

  it('an expired load: its owner, admins and its bidder see it; an onlooker does not', async () => {
    for (const actor of [owner, admin, shy]) {
      expect((await seenBy(actor, expiredId))?.status).toBe('EXPIRED');
    }
    expect(await seenBy(onlooker, expiredId)).toBeUndefined();
  });

  it("shows ratings rounded to one decimal, and hides a bidder's ratings when it asks", async () => {
    const seen = await seenBy(owner, openId);
    expect(bidBy(seen, winner)?.transporter?.rating).toEqual({ average: 4.3, count: 4 });
    expect(bidBy(seen, shy)?.transporter).not.toHaveProperty('rating');
    expect(bidBy(await seenBy(admin, openId), shy)?.transporter).not.toHaveProperty('rating');
    // Its own rating a bidder always sees.
    expect(bidBy(await seenBy(shy, openId), shy)?.transporter?.rating).toEqual({ average: 4.5, count: 2 });
  });
});
