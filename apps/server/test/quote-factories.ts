import type { Bid, Quote } from '@njira/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { quotes } from '../src/db/schema/quotes.ts';
import { type Actor, loadBody, signUp } from './factories.ts';

type LoadOverrides = Parameters<typeof loadBody>[0];

/** Posts a load through the API as this owner and returns the created quote. */
export async function postQuote(app: App, owner: Actor, overrides: LoadOverrides = {}): Promise<Quote> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: owner.auth,
    payload: loadBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`posting a load failed: ${res.statusCode} ${res.body}`);
  return res.json() as Quote;
}

/** A valid bid body: K 12,000 in 2 days. */
export function bidBody(overrides: Record<string, unknown> = {}) {
  return { amount: 12_000, estimatedDays: 2, notes: 'Flatbed available, tarpaulins on board', ...overrides };
}

/** Places a bid through the API; returns the raw response so tests can check refusals too. */
export function bid(app: App, transporter: Actor, quoteId: string, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/bids`,
    headers: transporter.auth,
    payload: bidBody(overrides),
  });
}

/** Places a bid that must succeed; returns the bid it answers with. */
export async function placeBid(
  app: App,
  transporter: Actor,
  quoteId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await bid(app, transporter, quoteId, overrides);
  if (res.statusCode !== 201) throw new Error(`bidding failed: ${res.statusCode} ${res.body}`);
  return res.json() as Bid;
}

export function acceptBid(app: App, owner: Actor, quoteId: string, bidId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/bids/${bidId}/accept`,
    headers: owner.auth,
  });
}

/** Withdraws a bid through the API as this actor; returns the raw response so tests can check refusals. */
export function withdrawBid(app: App, actor: Actor | null, quoteId: string, bidId: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/quotes/${quoteId}/bids/${bidId}`,
    headers: actor?.auth ?? {},
  });
}

export function getQuote(app: App, actor: Actor | null, id: string) {
  return app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: actor?.auth ?? {} });
}

export function cancelQuote(app: App, actor: Actor | null, id: string) {
  return app.inject({ method: 'DELETE', url: `/api/quotes/${id}`, headers: actor?.auth ?? {} });
}

/** Moves the quote's expiry into the past, leaving its stored status ACTIVE (as time would). */
export async function letExpire(db: Db, id: string): Promise<void> {
  await db
    .update(quotes)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(quotes.id, id));
}

/** Several accounts of one role, signed up side by side. */
export function signUpMany(app: App, role: 'transporter' | 'cargo-owner', n: number): Promise<Actor[]> {
  return Promise.all(Array.from({ length: n }, () => signUp(app, role)));
}
