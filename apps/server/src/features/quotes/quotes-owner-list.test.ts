import type { QuoteSummary } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, cancelQuote, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { quotes } from '../../db/schema/quotes.ts';

let t: TestContext;
let owner: Actor;
let other: Actor;
let transporters: Actor[];
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin, ...transporters] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'cargo-owner'),
    makeAdmin(t.app, t.db),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
});
afterAll(async () => t?.close());

const day = 86_400_000;

async function expireIn(id: string, ms: number) {
  await t.db
    .update(quotes)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(quotes.id, id));
}

function stats(actor: Actor | null) {
  return t.app.inject({ method: 'GET', url: '/api/quotes/stats', headers: actor?.auth ?? {} });
}

describe('GET /api/quotes?sort=owner', () => {
  it('lists the owner’s active quotes first, then the rest, each by expiry, soonest first', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const [late, soon, accepted, expired] = [
      await postQuote(t.app, me),
      await postQuote(t.app, me),
      await postQuote(t.app, me),
      await postQuote(t.app, me),
    ];
    await expireIn(late.id, 6 * day);
    await expireIn(soon.id, 2 * day);
    await expireIn(accepted.id, 1 * day);
    const winning = await placeBid(t.app, transporters[0] as Actor, accepted.id);
    expect((await acceptBid(t.app, me, accepted.id, winning.id)).statusCode).toBe(200);
    await letExpire(t.db, expired.id);

    const res = await t.app.inject({ method: 'GET', url: '/api/quotes?sort=owner', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as QuoteSummary[]).map((q) => q.id);
    // The expired one expired a minute ago: sooner than the accepted one's (tomorrow).
    expect(ids).toEqual([soon.id, late.id, expired.id, accepted.id]);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('pages in that order', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const first = await postQuote(t.app, me);
    const second = await postQuote(t.app, me);
    await expireIn(first.id, 3 * day);
    await expireIn(second.id, 1 * day);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/quotes?sort=owner&limit=1&offset=1',
      headers: me.auth,
    });
    expect((res.json() as QuoteSummary[]).map((q) => q.id)).toEqual([first.id]);
  });

  it('never shows another owner’s quotes', async () => {
    const mine = await postQuote(t.app, owner);
    const theirs = await postQuote(t.app, other);
    const res = await t.app.inject({ method: 'GET', url: '/api/quotes?sort=owner', headers: owner.auth });
    const ids = (res.json() as QuoteSummary[]).map((q) => q.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('refuses an unknown order with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quotes?sort=cheapest', headers: owner.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('sort must be one of newest, owner');
  });
});

describe('GET /api/quotes/stats', () => {
  it('counts the caller’s active, accepted and expired quotes and the bids they received', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const [open, accepted, expired, cancelled] = [
      await postQuote(t.app, me),
      await postQuote(t.app, me),
      await postQuote(t.app, me),
      await postQuote(t.app, me),
    ];
    await placeBid(t.app, transporters[0] as Actor, open.id);
    await placeBid(t.app, transporters[1] as Actor, open.id, { amount: 11_000 });
    const winning = await placeBid(t.app, transporters[0] as Actor, accepted.id);
    await acceptBid(t.app, me, accepted.id, winning.id);
    await letExpire(t.db, expired.id);
    await cancelQuote(t.app, me, cancelled.id);

    const res = await stats(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ active: 1, accepted: 1, totalBids: 3, expired: 1 });
  });

  it('does not count another owner’s quotes or bids', async () => {
    const me = await signUp(t.app, 'cargo-owner');
    const someoneElse = await signUp(t.app, 'cargo-owner');
    const theirs = await postQuote(t.app, someoneElse);
    await placeBid(t.app, transporters[0] as Actor, theirs.id);
    expect((await stats(me)).json()).toEqual({ active: 0, accepted: 0, totalBids: 0, expired: 0 });
    expect((await stats(someoneElse)).json()).toEqual({ active: 1, accepted: 0, totalBids: 1, expired: 0 });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await stats(null)).statusCode).toBe(401);
  });

  it('answers 403 to a transporter and to an admin', async () => {
    expect((await stats(transporters[0] as Actor)).statusCode).toBe(403);
    expect((await stats(admin)).statusCode).toBe(403);
  });
});
