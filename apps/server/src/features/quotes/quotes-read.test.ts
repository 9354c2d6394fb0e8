import type { Quote } from '@njira/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { cancelQuote, getQuote, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let t: TestContext;
let ownerA: Actor;
let ownerB: Actor;
let t1: Actor;
let t2: Actor;
let t3: Actor;
let admin: Actor;
/** A's loads: open with two bids, cancelled after T1 bid, cancelled untouched, expired; B's open load. */
let open: Quote;
let cancelledBidOn: Quote;
let cancelled: Quote;
let expired: Quote;
let ofB: Quote;

beforeAll(async () => {
  t = await createTestApp();
  [ownerA, ownerB, t1, t2, t3, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter', { companyName: 'Zambezi Hauliers' }),
    signUp(t.app, 'transporter', { companyName: 'Kafue Trucking' }),
    signUp(t.app, 'transporter'),
    makeAdmin(t.app, t.db),
  ]);
  // Posted one after another so "newest first" has a defined order.
  open = await postQuote(t.app, ownerA, { cargoDescription: 'Copper cathodes', toLocation: 'Ndola' });
  cancelledBidOn = await postQuote(t.app, ownerA, { cargoType: 'agricultural', cargoDescription: 'Maize' });
  cancelled = await postQuote(t.app, ownerA, { cargoType: 'food', cargoDescription: 'Cooking oil' });
  expired = await postQuote(t.app, ownerA, { cargoType: 'construction', cargoDescription: 'Cement' });
  ofB = await postQuote(t.app, ownerB, {
    cargoType: 'textiles',
    cargoDescription: '100% cotton_bales',
    fromLocation: 'Chipata',
  });
  await placeBid(t.app, t1, open.id, { amount: 11_000, notes: 'T1 private notes' });
  await placeBid(t.app, t2, open.id, { amount: 9_000, notes: 'T2 private notes' });
  await placeBid(t.app, t1, cancelledBidOn.id);
  expect((await cancelQuote(t.app, ownerA, cancelledBidOn.id)).statusCode).toBe(200);
  expect((await cancelQuote(t.app, ownerA, cancelled.id)).statusCode).toBe(200);
  await letExpire(t.db, expired.id);
});
afterAll(async () => t?.close());

function list(actor: Actor | null, path = '/api/quotes') {
  return t.app.inject({ method: 'GET', url: path, headers: actor?.auth ?? {} });
}

async function ids(actor: Actor, path = '/api/quotes'): Promise<string[]> {
  const res = await list(actor, path);
  expect(res.statusCode).toBe(200);
  const body = res.json() as Quote[];
  expect(res.headers['x-total-count']).toBe(String(body.length));
  return body.map((q) => q.id);
}

describe('GET /api/quotes', () => {
  it("gives an owner its own quotes only, newest first, with each one's effective status", async () => {
    const res = await list(ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const body = res.json() as Quote[];
    expect(body.map((q) => q.id)).toEqual([expired.id, cancelled.id, cancelledBidOn.id, open.id]);
    expect(body.map((q) => q.status)).toEqual(['EXPIRED', 'CANCELLED', 'CANCELLED', 'ACTIVE']);
  });

  it('gives a transporter the open loads plus those it bid on, and nothing else', async () => {
    expect(await ids(t1)).toEqual([ofB.id, cancelledBidOn.id, open.id]);
    expect(await ids(t3)).toEqual([ofB.id, open.id]);
  });

  it('gives an admin every quote', async () => {
    expect(await ids(admin)).toEqual([ofB.id, expired.id, cancelled.id, cancelledBidOn.id, open.id]);
  });

  it('refuses an unauthenticated caller with 401 JSON', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please log in to continue',
    });
  });

  it('pages with limit and offset, the total before paging in X-Total-Count', async () => {
    const res = await list(admin, '/api/quotes?limit=2&offset=1');
    expect(res.headers['x-total-count']).toBe('5');
    expect((res.json() as Quote[]).map((q) => q.id)).toEqual([expired.id, cancelled.id]);
    const beyond = await list(admin, '/api/quotes?limit=2&offset=50');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['offset=-1', 'offset must be 0 or more'],
    ['limit=abc', 'limit must be a whole number'],
    ['status=SHIPPED', 'status must be one of ACTIVE, ACCEPTED, EXPIRED, CANCELLED'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await list(admin, `/api/quotes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('filters by effective status, in any case', async () => {
    expect(await ids(ownerA, '/api/quotes?status=expired')).toEqual([expired.id]);
    expect(await ids(ownerA, '/api/quotes?status=CANCELLED')).toEqual([cancelled.id, cancelledBidOn.id]);
    expect(await ids(ownerA, '/api/quotes?status=ACTIVE')).toEqual([open.id]);
    expect(await ids(t1, '/api/quotes?status=CANCELLED')).toEqual([cancelledBidOn.id]);
    expect(await ids(ownerB, '/api/quotes?status=ACCEPTED')).toEqual([]);
  });

  it('searches cargo, route and id case-insensitively', async () => {
    expect(await ids(admin, '/api/quotes?search=MAIZE')).toEqual([cancelledBidOn.id]);
    expect(await ids(admin, '/api/quotes?search=ndola')).toEqual([open.id]);
    expect(await ids(admin, '/api/quotes?search=chipata')).toEqual([ofB.id]);
    expect(await ids(admin, `/api/quotes?search=${open.id.slice(-8).toUpperCase()}`)).toEqual([open.id]);
    expect(await ids(ownerB, '/api/quotes?search=copper')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await ids(admin, '/api/quotes?search=%25')).toEqual([ofB.id]);
    expect(await ids(admin, '/api/quotes?search=n_b')).toEqual([ofB.id]);
    expect(await ids(admin, '/api/quotes?search=0%25%20c')).toEqual([ofB.id]);
    expect(await ids(admin, '/api/quotes?search=Cop_er')).toEqual([]);
  });

  it('combines search, status and paging', async () => {
    const res = await list(admin, '/api/quotes?search=lusaka&status=active&limit=1');
    expect(res.headers['x-total-count']).toBe('1');
    expect((res.json() as Quote[]).map((q) => q.id)).toEqual([ofB.id]);
  });
});

describe('GET /api/quotes/active', () => {
  it('gives transporters and admins every open load, and an owner only its own', async () => {
    expect(await ids(t3, '/api/quotes/active')).toEqual([ofB.id, open.id]);
    expect(await ids(t1, '/api/quotes/active')).toEqual([ofB.id, open.id]);
    expect(await ids(admin, '/api/quotes/active')).toEqual([ofB.id, open.id]);
    expect(await ids(ownerA, '/api/quotes/active')).toEqual([open.id]);
    expect(await ids(ownerB, '/api/quotes/active')).toEqual([ofB.id]);
  });

  it('takes the same paging, search and status parameters', async () => {
    const res = await list(t3, '/api/quotes/active?limit=1&offset=1');
    expect(res.headers['x-total-count']).toBe('2');
    expect((res.json() as Quote[]).map((q) => q.id)).toEqual([open.id]);
    expect(await ids(t3, '/api/quotes/active?search=cotton')).toEqual([ofB.id]);
    expect(await ids(t3, '/api/quotes/active?status=CANCELLED')).toEqual([]);
    expect((await list(t3, '/api/quotes/active?status=nope')).statusCode).toBe(400);
  });

  it('refuses an unauthenticated caller with 401', async () => {
    expect((await list(null, '/api/quotes/active')).statusCode).toBe(401);
  });
});

describe('GET /api/quotes/:id', () => {
  it("shows a rival transporter every amount but not who bid, their notes, or the owner's contact", async () => {
    const res = await getQuote(t.app, t3, open.id);
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote).toMatchObject({ bidCount: 2, lowestBid: 9_000, status: 'ACTIVE', shipmentId: null });
    expect(quote.cargoOwner).toEqual({
      id: ownerA.user.id,
      fullName: ownerA.user.fullName,
      companyName: ownerA.user.companyName,
    });
    expect(quote.bids.map((b: { amount: number }) => b.amount)).toEqual([9_000, 11_000]);
    for (const b of quote.bids) {
      expect(Object.keys(b).sort()).toEqual([
        'amount',
        'createdAt',
        'estimatedDays',
        'id',
        'isAccepted',
        'isOwn',
        'notes',
      ]);
      expect(b).toMatchObject({ notes: null, isOwn: false, isAccepted: false });
    }
    expect(res.body).not.toContain(ownerA.user.email);
    expect(res.body).not.toContain('private notes');
    expect(res.body).not.toContain('Zambezi Hauliers');
  });

  it('shows a bidder its own bid in full and its rivals without identity', async () => {
    const quote = (await getQuote(t.app, t1, open.id)).json() as Quote;
    const [rival, own] = quote.bids;
    expect(own).toMatchObject({
      amount: 11_000,
      isOwn: true,
      notes: 'T1 private notes',
      transporter: { id: t1.user.id, companyName: 'Zambezi Hauliers', fullName: t1.user.fullName },
    });
    expect(rival).toMatchObject({ amount: 9_000, isOwn: false, notes: null });
    expect(rival).not.toHaveProperty('transporter');
    expect(quote.cargoOwner).not.toHaveProperty('email');
    expect(quote.cargoOwner).not.toHaveProperty('phoneNumber');
  });

  it("shows the owner every bidder's name and company and notes, but no contact before acceptance", async () => {
    const res = await getQuote(t.app, ownerA, open.id);
    const quote = res.json() as Quote;
    expect(quote.bids.map((b) => b.transporter?.companyName)).toEqual(['Kafue Trucking', 'Zambezi Hauliers']);
    expect(quote.bids.map((b) => b.notes)).toEqual(['T2 private notes', 'T1 private notes']);
    for (const b of quote.bids) {
      expect(b.isOwn).toBe(false);
      expect(b.transporter).not.toHaveProperty('email');
      expect(b.transporter).not.toHaveProperty('phoneNumber');
    }
    expect(res.body).not.toContain(t1.user.email);
    expect(res.body).not.toContain(t2.user.email);
    expect(quote.cargoOwner.email).toBe(ownerA.user.email);
  });

  it('shows an admin everything, contacts included', async () => {
    const quote = (await getQuote(t.app, admin, open.id)).json() as Quote;
    expect(quote.cargoOwner).toMatchObject({
      email: ownerA.user.email,
      phoneNumber: ownerA.user.phoneNumber,
    });
    expect(quote.bids.map((b) => b.transporter?.email)).toEqual([t2.user.email, t1.user.email]);
  });

  it('reads an ACTIVE quote past its expiry as EXPIRED', async () => {
    const quote = (await getQuote(t.app, ownerA, expired.id)).json() as Quote;
    expect(quote.status).toBe('EXPIRED');
  });

  it('lets a transporter see a closed load it bid on', async () => {
    const res = await getQuote(t.app, t1, cancelledBidOn.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', bidCount: 1 });
  });

  it.each([
    ['a transporter, a cancelled load it never bid on', () => t3, () => cancelled.id],
    ['a transporter, an expired load', () => t1, () => expired.id],
    ['another cargo owner', () => ownerB, () => open.id],
    ['anyone, an id that does not exist', () => admin, () => '00000000-0000-4000-8000-000000000000'],
    ['anyone, a junk id', () => admin, () => 'not-a-uuid'],
    ['anyone, a SQL-looking id', () => ownerA, () => "1' or '1'='1"],
  ])('answers 404 JSON to %s', async (_case, actor, id) => {
    const res = await getQuote(t.app, actor(), encodeURIComponent(id()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Quote not found' });
  });

  it('refuses an unauthenticated caller with 401', async () => {
    expect((await getQuote(t.app, null, open.id)).statusCode).toBe(401);
  });
});
