import type { Quote, QuoteSort, QuoteSummary } from '@njira/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Actor, signUp } from '../../../test/factories.ts';
import { acceptBid, placeBid, postQuote } from '../../../test/quote-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { marketplaceChanged, marketplaceVersion } from '../../db/announce.ts';
import { EVENTS_CHANNEL } from '../../db/queries/events.ts';
import { listQuoteSummaries } from '../../db/queries/quote-summaries.ts';
import type { QuoteFilter } from '../../db/queries/quotes.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { shipments } from '../../db/schema/shipments.ts';
import { MarketplaceCache } from '../../lib/marketplace-cache.ts';
import { OpenLoadPages } from './open-load-pages.ts';

let t: TestContext;
let owner: Actor;
let carrier: Actor;
let rival: Actor;
let copper: Quote;
let maize: Quote;

beforeAll(async () => {
  t = await createTestApp();
  [owner, carrier, rival] = await Promise.all([
    signUp(t.app, 'cargo-owner'),
    signUp(t.app, 'transporter'),
    signUp(t.app, 'transporter'),
  ]);
  copper = await postQuote(t.app, owner, { cargoDescription: 'Copper cathodes', toLocation: 'Ndola' });
  maize = await postQuote(t.app, owner, { cargoDescription: 'Maize meal', estimatedValue: 60_000 });
  await postQuote(t.app, owner, { cargoDescription: 'Cement bags' });
  await placeBid(t.app, carrier, copper.id, { amount: 11_000, estimatedDays: 3 });
  await placeBid(t.app, rival, copper.id, { amount: 10_500 });
  await placeBid(t.app, rival, maize.id);
});
afterAll(async () => t?.close());

/** A GET through the API that must answer 200, as this actor. */
async function getOk<T>(actor: Actor, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: actor.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

const parse = (text: string | null) => JSON.parse(text ?? 'null') as QuoteSummary[] | null;
const page = (order: QuoteSort = 'priority') => ({ limit: 20, offset: 0, order });

/** The page as it is read for one transporter alone (the path every other list takes). */
async function readAlone(transporter: Actor, filter: Omit<QuoteFilter, 'openOnly'>, order: QuoteSort) {
  const scope = { transporterId: transporter.user.id };
  return parse(await listQuoteSummaries(t.db, scope, { ...filter, openOnly: true }, page(order)));
}

describe('Available Loads pages shared by every transporter', () => {
  it('read for each transporter exactly as read for them alone: their own bid, nobody else’s', async () => {
    const pages = new OpenLoadPages(t.db, new MarketplaceCache(t.db));
    const shapes: [Omit<QuoteFilter, 'openOnly'>, QuoteSort][] = [
      [{}, 'priority'],
      [{}, 'newest'],
      [{ band: 'high' }, 'priority'],
      [{ band: 'nearby' }, 'priority'],
      [{ search: 'copper' }, 'priority'],
      [{ search: 'COPPER' }, 'newest'],
      [{ status: 'EXPIRED' }, 'priority'],
    ];
    for (const [filter, order] of shapes) {
      for (const transporter of [carrier, rival]) {
        const shared = parse(await pages.page(transporter.user.id, filter, page(order)));
        expect(shared, JSON.stringify(filter)).toEqual(await readAlone(transporter, filter, order));
      }
    }
    const mine = parse(await pages.page(carrier.user.id, {}, page()))?.find((q) => q.id === copper.id);
    expect(mine?.myBid).toMatchObject({ amount: 11_000, estimatedDays: 3 });
    expect(mine?.bidCount).toBe(2);
    expect(mine?.lowestBid).toBe(10_500);
    expect(mine?.cargoOwner).not.toHaveProperty('email');
    const theirs = parse(await pages.page(rival.user.id, {}, page()))?.find((q) => q.id === copper.id);
    expect(theirs?.myBid).toMatchObject({ amount: 10_500 });
  });

  it('is read once until a change is heard of: a write announces one, and the page is read again', async () => {
    const pages = new OpenLoadPages(t.db, new MarketplaceCache(t.db));
    const ids = async () => parse(await pages.page(carrier.user.id, {}, page('newest')))?.map((q) => q.id);
    const before = await ids();
    // Changed behind the server's back (no write announced it): the page read before is served.
    await t.db.update(quotes).set({ cargo: 'Renamed quietly' }).where(eq(quotes.id, maize.id));
    const cached = parse(await pages.page(carrier.user.id, {}, page('newest')));
    expect(cached?.find((q) => q.id === maize.id)?.cargo).not.toBe('Renamed quietly');
    // Another instance's write, heard by the event hub.
    marketplaceChanged(t.db);
    const heard = parse(await pages.page(carrier.user.id, {}, page('newest')));
    expect(heard?.find((q) => q.id === maize.id)?.cargo).toBe('Renamed quietly');
    // This instance's own writes, announced after their commit, before they answer.
    const posted = await postQuote(t.app, owner, { cargoDescription: 'Soya beans' });
    expect(await ids()).toEqual([posted.id, ...(before ?? [])]);
    await placeBid(t.app, carrier, posted.id, { amount: 9_000 });
    const bidOn = parse(await pages.page(carrier.user.id, {}, page('newest')))?.[0];
    expect(bidOn).toMatchObject({ id: posted.id, bidCount: 1, lowestBid: 9_000, myBid: { amount: 9_000 } });
  });

  it('another instance’s write, heard by the event hub, ends what this one read', async () => {
    const before = marketplaceVersion(t.db);
    // What another instance's announcement looks like on the channel (db/announce.ts).
    await t.db.$client.query(
      `select pg_notify('${EVENTS_CHANNEL}', json_build_object('a', gen_random_uuid())::text)`,
    );
    await vi.waitFor(() => expect(marketplaceVersion(t.db)).toBeGreaterThan(before));
  });

  it('through the API: another transporter’s bid shows at once on the next read', async () => {
    const list = (actor: Actor) => getOk<QuoteSummary[]>(actor, '/api/quotes/active?limit=20&sort=priority');
    const count = async () => (await list(carrier)).find((q) => q.id === maize.id)?.bidCount;
    const before = await count();
    await placeBid(t.app, carrier, maize.id);
    expect(await count()).toBe((before ?? 0) + 1);
    expect((await list(rival)).find((q) => q.id === maize.id)?.myBid?.amount).toBe(12_000);
  });

  it('the dashboard’s open loads, shared too: a new bid shows at once, each reader’s own marked', async () => {
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
      (await readAlone(carrier, {}, 'priority'))?.find((q) => q.id === target?.id)?.myBid != null,
    );
  });

  it('ends at the first expiry it shows, with nothing announced', async () => {
    const pages = new OpenLoadPages(t.db, new MarketplaceCache(t.db));
    const soon = await postQuote(t.app, owner, { cargoDescription: 'Expiring soon' });
    await t.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() + 400) })
      .where(eq(quotes.id, soon.id));
    marketplaceChanged(t.db);
    const shown = async () =>
      parse(await pages.page(rival.user.id, {}, page('newest')))?.some((q) => q.id === soon.id);
    expect(await shown()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await shown()).toBe(false);
  });

  it('ends after its time to live, with nothing announced', async () => {
    const pages = new OpenLoadPages(t.db, new MarketplaceCache(t.db, 100));
    const cargo = async () =>
      parse(await pages.page(rival.user.id, {}, page('newest')))?.find((q) => q.id === copper.id)?.cargo;
    const before = await cargo();
    await t.db.update(quotes).set({ cargo: 'Copper, relabelled' }).where(eq(quotes.id, copper.id));
    expect(await cargo()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await cargo()).toBe('Copper, relabelled');
  });

  it('a load open again after its shipment was cancelled: its former carrier alone sees it as a party', async () => {
    const load = await postQuote(t.app, owner, { cargoDescription: 'Reopened load' });
    const bidId = (await placeBid(t.app, carrier, load.id)).id;
    const accepted = await acceptBid(t.app, owner, load.id, bidId);
    expect(accepted.statusCode).toBe(200);
    await t.db.update(shipments).set({ status: 'CANCELLED' }).where(eq(shipments.quoteId, load.id));
    await t.db.update(quotes).set({ status: 'ACTIVE' }).where(eq(quotes.id, load.id));
    marketplaceChanged(t.db);
    const pages = new OpenLoadPages(t.db, new MarketplaceCache(t.db));
    const seenBy = async (actor: Actor) =>
      parse(await pages.page(actor.user.id, {}, page('newest')))?.find((q) => q.id === load.id);
    // The rival reads the shared page: no contact, no shipment.
    const rivalView = await seenBy(rival);
    expect(rivalView?.cargoOwner).not.toHaveProperty('email');
    expect(rivalView?.shipmentId).toBeNull();
    // The former carrier is a party of one of its loads: the page is read for them alone.
    expect(await pages.page(carrier.user.id, {}, page('newest'))).toBeNull();
    const alone = (await readAlone(carrier, {}, 'newest'))?.find((q) => q.id === load.id);
    expect(alone?.cargoOwner).toHaveProperty('email', owner.user.email);
    expect(alone?.shipmentId).toEqual(expect.any(String));
  });
});
