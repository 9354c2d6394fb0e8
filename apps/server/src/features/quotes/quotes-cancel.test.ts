import type { Quote } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, makeAdmin, signUp } from '../../../test/factories.ts';
import { acceptBid, cancelQuote, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/activities.ts';
import { quotes } from '../../db/schema/quotes.ts';

let t: TestContext;
let owner: Actor;
let other: Actor;
let transporter: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, transporter, admin] = await Promise.all([
    signUp(t.app, 'cargo-owner', { companyName: 'Lusaka Grain Co' }),
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    makeAdmin(t.app, t.db),
  ]);
});
afterAll(async () => t?.close());

async function storedStatus(id: string) {
  const [row] = await t.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id));
  return row?.status;
}

async function activityTypes(quoteId: string) {
  const rows = await t.db.select().from(activities).where(eq(activities.quoteId, quoteId));
  return rows.map((r) => r.type).sort();
}

describe('DELETE /api/quotes/:id', () => {
  it('lets the owner cancel its open quote, answers the cancelled quote and logs QUOTE_CANCELLED', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await cancelQuote(t.app, owner, quote.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: quote.id, status: 'CANCELLED', cargo: quote.cargo });
    expect(await storedStatus(quote.id)).toBe('CANCELLED');
    const [log] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.type, 'QUOTE_CANCELLED'))
      .orderBy(activities.createdAt);
    expect(log).toMatchObject({
      quoteId: quote.id,
      actorId: owner.user.id,
      actorName: 'Lusaka Grain Co',
      description: `Lusaka Grain Co cancelled ${quote.cargo} from Kitwe to Lusaka`,
    });
  });

  it("lets an admin cancel anyone's open quote", async () => {
    const quote = await postQuote(t.app, owner);
    const res = await cancelQuote(t.app, admin, quote.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    expect(await activityTypes(quote.id)).toEqual(['QUOTE_CANCELLED', 'QUOTE_CREATED']);
  });

  it('refuses a second cancel with 409 and logs nothing more', async () => {
    const quote = await postQuote(t.app, owner);
    await cancelQuote(t.app, owner, quote.id);
    const res = await cancelQuote(t.app, owner, quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Only an active quote can be cancelled',
    });
    expect(await activityTypes(quote.id)).toEqual(['QUOTE_CANCELLED', 'QUOTE_CREATED']);
  });

  it('refuses to cancel an expired quote (409) and leaves it as it was', async () => {
    const quote = await postQuote(t.app, owner);
    await letExpire(t.db, quote.id);
    const res = await cancelQuote(t.app, owner, quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an active quote can be cancelled');
    expect(await storedStatus(quote.id)).toBe('ACTIVE');
  });

  it('refuses to cancel an accepted quote (409)', async () => {
    const quote = await postQuote(t.app, owner);
    const bid = await placeBid(t.app, transporter, quote.id);
    expect((await acceptBid(t.app, owner, quote.id, bid.id)).statusCode).toBe(200);
    const res = await cancelQuote(t.app, admin, quote.id);
    expect(res.statusCode).toBe(409);
    expect(await storedStatus(quote.id)).toBe('ACCEPTED');
  });

  it('refuses a transporter with 403', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await cancelQuote(t.app, transporter, quote.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
    expect(await storedStatus(quote.id)).toBe('ACTIVE');
  });

  it('answers another owner 404, as if the quote did not exist, and leaves it open', async () => {
    const quote = await postQuote(t.app, owner);
    const res = await cancelQuote(t.app, other, quote.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Quote not found' });
    expect(await storedStatus(quote.id)).toBe('ACTIVE');
  });

  it('answers 404 JSON for junk and unknown ids, 401 without a token', async () => {
    for (const id of ['junk', '00000000-0000-4000-8000-000000000000']) {
      const res = await cancelQuote(t.app, owner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Quote not found');
    }
    const quote: Quote = await postQuote(t.app, owner);
    expect((await cancelQuote(t.app, null, quote.id)).statusCode).toBe(401);
  });
});
