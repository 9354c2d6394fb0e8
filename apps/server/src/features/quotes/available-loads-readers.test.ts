import type { QuoteSummary } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { acceptBid, letExpire, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { fundShipment } from '../../../test/shipment-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { shipments } from '../../db/schema/shipments.ts';

let t: TestContext;
let owner: Actor;
let carrier: Actor;
let rival: Actor;
let copperId: string;
let maizeId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, carrier, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
  copperId = (await postQuote(t.app, owner, { cargoDescription: 'Copper cathodes', toLocation: 'Ndola' })).id;
  maizeId = (await postQuote(t.app, owner, { cargoDescription: 'Maize meal', estimatedValue: 60_000 })).id;
  await postQuote(t.app, owner, { cargoDescription: 'Cement bags' });
  await placeBid(t.app, carrier, copperId, { amount: 11_000, estimatedDays: 3 });
  await placeBid(t.app, rival, copperId, { amount: 10_500 });
  await placeBid(t.app, rival, maizeId);
});
afterAll(async () => t?.close());

/** A GET through the API that must answer 200, as this actor. */
async function getOk<T>(actor: Actor, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: actor.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

const availableLoads = (actor: Actor, query = 'sort=priority') =>
  getOk<QuoteSummary[]>(actor, `/api/quotes/active?limit=20&${query}`);

describe('Available Loads as each transporter reads it', () => {
  it('shows each transporter its own bid and nobody else’s, in every filter and order', async () => {
    const queries = ['sort=priority', '', 'sort=priority&filter=high', 'search=copper', 'search=COPPER'];
    for (const query of queries) {
      const forCarrier = (await availableLoads(carrier, query)).find((q) => q.id === copperId);
      const forRival = (await availableLoads(rival, query)).find((q) => q.id === copperId);
      if (query.includes('filter=high')) {
        expect(forCarrier).toBeUndefined();
        continue;
      }
      expect(forCarrier, query).toMatchObject({ bidCount: 2, lowestBid: 10_500 });
      expect(forCarrier?.myBid).toMatchObject({ amount: 11_000, estimatedDays: 3 });
      expect(forCarrier?.cargoOwner).not.toHaveProperty('email');
      expect(forCarrier?.shipmentId).toBeNull();
      expect(forRival?.myBid).toMatchObject({ amount: 10_500 });
    }
    const maize = async (actor: Actor) =>
      (await availableLoads(actor, 'sort=priority&filter=high')).find((q) => q.id === maizeId);
    expect((await maize(rival))?.myBid).toMatchObject({ amount: 12_000 });
    expect((await maize(carrier))?.myBid).toBeNull();
    expect(await availableLoads(carrier, 'status=EXPIRED')).toEqual([]);
  });

  it('shows a new load, and a bid on it, on the next read', async () => {
    const before = (await availableLoads(carrier, '')).map((q) => q.id);
    const posted = await postQuote(t.app, owner, { cargoDescription: 'Soya beans' });
    expect((await availableLoads(carrier, '')).map((q) => q.id)).toEqual([posted.id, ...before].slice(0, 20));
    await placeBid(t.app, carrier, posted.id, { amount: 9_000 });
    expect((await availableLoads(carrier, ''))[0]).toMatchObject({
      id: posted.id,
      bidCount: 1,
      lowestBid: 9_000,
      myBid: { amount: 9_000 },
    });
  });

  it('shows another transporter’s bid at once on the next read', async () => {
    const count = async () => (await availableLoads(carrier)).find((q) => q.id === maizeId)?.bidCount;
    const before = await count();
    await placeBid(t.app, carrier, maizeId);
    expect(await count()).toBe((before ?? 0) + 1);
    expect((await availableLoads(rival)).find((q) => q.id === maizeId)?.myBid?.amount).toBe(12_000);
  });

  it('the dashboard’s open loads: a new bid shows at once, each reader’s own marked', async () => {
    type Load = { id: string; bids: { amount: number }[]; hasMyBid: boolean };
    const dashboard = async (actor: Actor) =>
      (await getOk<{ availableLoads: Load[] }>(actor, '/api/dashboard/transporter')).availableLoads;
    const loads = await dashboard(rival);
    const target = loads.find((l) => !l.hasMyBid);
    expect(target).toBeDefined();
    await dashboard(carrier);
    await placeBid(t.app, rival, target?.id ?? '', { amount: 7_777 });
    const after = (await dashboard(rival)).find((l) => l.id === target?.id);
    expect(after?.hasMyBid).toBe(true);
    expect(after?.bids.map((b) => b.amount)).toContain(7_777);
    const carrierView = (await dashboard(carrier)).find((l) => l.id === target?.id);
    expect(carrierView?.bids.map((b) => b.amount)).toContain(7_777);
    expect(carrierView?.hasMyBid).toBe(
      (await availableLoads(carrier)).find((q) => q.id === target?.id)?.myBid != null,
    );
  });

  it('leaves out a load once its expiry has passed', async () => {
    const soon = await postQuote(t.app, owner, { cargoDescription: 'Expiring soon' });
    const shown = async () => (await availableLoads(rival, '')).some((q) => q.id === soon.id);
    expect(await shown()).toBe(true);
    await letExpire(t.db, soon.id);
    expect(await shown()).toBe(false);
  });

  it('a load open again after its shipment was cancelled: its former carrier alone sees it as a party, without contact', async () => {
    const load = await postQuote(t.app, owner, { cargoDescription: 'Reopened load' });
    const bidId = (await placeBid(t.app, carrier, load.id)).id;
    const accepted = await acceptBid(t.app, owner, load.id, bidId);
    expect(accepted.statusCode).toBe(200);
    await fundShipment(t.db, accepted.json().shipmentId);
    await t.db.update(shipments).set({ status: 'CANCELLED' }).where(eq(shipments.quoteId, load.id));
    await t.db.update(quotes).set({ status: 'ACTIVE' }).where(eq(quotes.id, load.id));
    const seenBy = async (actor: Actor) => (await availableLoads(actor, '')).find((q) => q.id === load.id);
    const rivalView = await seenBy(rival);
    expect(rivalView?.cargoOwner).not.toHaveProperty('email');
    expect(rivalView?.shipmentId).toBeNull();
    const carrierView = await seenBy(carrier);
    // Paid, then cancelled: the contact went with the cancellation (issue 39).
    expect(carrierView?.cargoOwner).not.toHaveProperty('email');
    expect(carrierView?.shipmentId).toEqual(expect.any(String));
  });
});
