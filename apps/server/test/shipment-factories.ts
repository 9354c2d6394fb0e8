import {
  type Bid,
  type BidInput,
  depositCompletedLines,
  type PostLoadInput,
  type Quote,
} from '@njira/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { activities } from '../src/db/schema/activities.ts';
import { moneyTransfers } from '../src/db/schema/money-transfers.ts';
import { quotes } from '../src/db/schema/quotes.ts';
import { shipments } from '../src/db/schema/shipments.ts';
import { postEntry } from '../src/features/ledger/ledger.ts';
import { deliverWithCode } from './delivery-factories.ts';
import type { Actor } from './factories.ts';
import { loadBody } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** Quotes, bids and shipments for the shipment and dashboard tests, made through the API as people would. */

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** The owner posts a load (POST /api/quotes); returns the quote id. */
export async function postLoad(
  t: TestContext,
  owner: Actor,
  overrides: Partial<PostLoadInput> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: owner.auth,
    payload: loadBody(overrides),
  });
  expectStatus(res, 201, 'postLoad');
  return (res.json() as Quote).id;
}

/** The transporter bids on a load (POST /api/quotes/:id/bids); returns the bid id. */
export async function placeBid(
  t: TestContext,
  transporter: Actor,
  quoteId: string,
  bid: Partial<BidInput> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/bids`,
    headers: transporter.auth,
    payload: { amount: 12_000, estimatedDays: 2, ...bid },
  });
  expectStatus(res, 201, 'placeBid');
  return (res.json() as Bid).id;
}

/** The owner accepts a bid; returns the new shipment's id (PENDING_PICKUP, 10%, one 'System' entry). */
export async function acceptBid(t: TestContext, owner: Actor, quoteId: string, bidId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/bids/${bidId}/accept`,
    headers: owner.auth,
  });
  expectStatus(res, 200, 'acceptBid');
  return (res.json() as { shipmentId: string }).shipmentId;
}

export interface ShipmentSetup {
  owner: Actor;
  transporter: Actor;
  /** What the owner pays, in Kwacha. */
  amount?: number;
  load?: Partial<PostLoadInput>;
  /** Whether the owner has paid it into escrow (pickup needs it); true unless told otherwise. */
  paid?: boolean;
}

/**
 * Post, bid, accept: a fresh PENDING_PICKUP shipment between these two, paid into escrow unless
 * `paid: false` (the payment tests pay through the API and the sandbox).
 */
export async function makeShipment(t: TestContext, setup: ShipmentSetup): Promise<string> {
  const quoteId = await postLoad(t, setup.owner, setup.load);
  const bidId = await placeBid(t, setup.transporter, quoteId, { amount: setup.amount ?? 12_000 });
  const shipmentId = await acceptBid(t, setup.owner, quoteId, bidId);
  if (setup.paid !== false) await fundShipment(t.db, shipmentId);
  return shipmentId;
}

/**
 * The owner's payment held in escrow, as the provider's callback leaves it (a completed deposit and
 * its ledger entry), written directly: what pickup needs, for the tests about what comes after.
 */
export async function fundShipment(db: Db, shipmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId));
    if (!s) throw new Error(`no shipment ${shipmentId} to fund`);
    const [deposit] = await tx
      .insert(moneyTransfers)
      .values({
        kind: 'deposit',
        shipmentId,
        userId: s.ownerId,
        gateway: 'sandbox',
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '260763456789',
        amountNgwee: s.amountNgwee,
        status: 'COMPLETED',
        finishedAt: new Date(),
      })
      .returning({ id: moneyTransfers.id });
    if (!deposit) throw new Error('the deposit was not stored');
    await postEntry(tx, {
      kind: 'deposit_completed',
      idempotencyKey: `deposit_completed:${deposit.id}`,
      shipmentId,
      transferId: deposit.id,
      memo: 'deposit completed (test set-up)',
      lines: depositCompletedLines(shipmentId, s.amountNgwee),
    });
  });
}

/**
 * PATCH /api/shipments/:id as this actor. Delivered takes its proof (issue 39): a body that moves
 * the shipment to DELIVERED is sent as the delivery the web makes (POST /api/shipments/:id/delivery
 * with the receiver's right code, a name and a photo, plus the body's location and notes), so the
 * tests that are not about the proof deliver as a driver would. The delivery tests call it directly.
 */
export async function patchShipment(t: TestContext, actor: Actor | null, id: string, payload: object) {
  const body = payload as { status?: string; location?: string; notes?: string };
  if (body.status === 'DELIVERED' && actor?.user.role === 'transporter') {
    const res = await deliverWithCode(t, actor, id, {
      ...(body.location ? { location: body.location } : {}),
      ...(body.notes ? { notes: body.notes } : {}),
    });
    return res;
  }
  return t.app.inject({
    method: 'PATCH',
    url: `/api/shipments/${id}`,
    headers: actor ? actor.auth : {},
    payload,
  });
}

/** GET as this actor (no actor: unauthenticated). */
export function getAs(t: TestContext, actor: Actor | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: actor ? actor.auth : {} });
}

/**
 * Puts a shipment straight into a state, with dates in the past if need be: history cannot be
 * made through the API (it stamps "now"), and dashboards count by month.
 */
export async function setShipment(
  db: Db,
  id: string,
  values: Partial<typeof shipments.$inferInsert>,
): Promise<void> {
  await db.update(shipments).set(values).where(eq(shipments.id, id));
}

/** Same, for a quote: expiry and creation dates cannot be set through the API. */
export async function setQuote(
  db: Db,
  id: string,
  values: Partial<typeof quotes.$inferInsert>,
): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** The activity rows a shipment's own writes left (progress, delivery, cancellation), oldest first. */
export function shipmentActivities(db: Db, shipmentId: string) {
  return db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.shipmentId, shipmentId),
        inArray(activities.type, ['SHIPMENT_UPDATED', 'SHIPMENT_DELIVERED', 'SHIPMENT_CANCELLED']),
      ),
    )
    .orderBy(asc(activities.createdAt));
}
