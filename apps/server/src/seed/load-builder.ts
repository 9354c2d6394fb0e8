import { cargoText, quoteExpiresAt, roadDistanceKm, suggestedDays, toNgwee } from '@njira/domain';
import { bidPlaced, quoteCancelled, quotePosted } from '../activity/activity-entries.ts';
import { ADDRESSES, CARGO, crossesBorder, type Lane } from './catalogue.ts';
import type { DemoTransporter } from './people.ts';
import type { Rng } from './random.ts';
import {
  actorOf,
  type BidInsert,
  type Directory,
  ownerOf,
  type QuoteInsert,
  type SeededPerson,
  type SeedRows,
  transporterOf,
} from './rows.ts';
import { buildShipment } from './shipment-builder.ts';
import { DAY, HOUR, plannedDelivery, type ShipmentStage, shipmentTimeline, travelHours } from './timeline.ts';

export type Outcome =
  /** ACTIVE, posted at `postedAt`; bids up to now. */
  | { kind: 'open'; postedAt: Date }
  | { kind: 'expired'; postedAt: Date }
  | { kind: 'cancelled'; postedAt: Date; cancelledAfterHours: number }
  /** Accepted; the shipment reached `stage` at `at` (for CANCELLED: was cancelled at `at`). */
  | { kind: 'shipment'; winner: string; stage: ShipmentStage; at: Date; skipNear?: boolean };

export interface LoadPlan {
  owner: string;
  lane: Lane;
  /** Transporters who bid (for a shipment, the winner among them), in no particular order. */
  bidders: readonly string[];
  outcome: Outcome;
}

export const BID_NOTES = [
  'Truck available from Monday; tarpaulins and straps on board.',
  'Return-load rate: we are already heading that way.',
  'Goods-in-transit cover up to K 2 million.',
  'Two drivers on long hauls, so no overnight stops on the road.',
  'Can load the same day you confirm.',
  'Tracker fitted; the driver sends a position every 4 hours.',
  null,
  null,
] as const;

/** What the owner offers: a base plus a rate per km scaled by weight, with a border premium. */
export function budgetKwacha(distanceKm: number, tons: number, to: string, rng: Rng): number {
  const perKm = 26 * (0.6 + (0.4 * tons) / 30);
  const raw = (1_800 + distanceKm * perKm + (crossesBorder(to) ? 4_000 : 0)) * rng.between(0.92, 1.08);
  return Math.min(60_000, Math.max(3_000, Math.round(raw / 500) * 500));
}

function sortedTimes(from: number, to: number, n: number, rng: Rng): Date[] {
  const span = Math.max(0, to - from);
  return Array.from({ length: n }, () => from + rng.next() * span)
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
}

export interface LoadContext {
  rows: SeedRows;
  dir: Directory;
  rng: Rng;
  now: Date;
}

/** Turns one plan into its quote, bids and, when accepted, a shipment with its history and log. */
export function buildLoad(plan: LoadPlan, ctx: LoadContext): void {
  const { rows, dir, rng, now } = ctx;
  const owner = ownerOf(dir, plan.owner);
  const item = CARGO[plan.lane.cargo];
  const { from, to } = plan.lane;
  const distance = roadDistanceKm(from, to);
  if (distance === null) throw new Error(`no road distance for ${from} → ${to}`);
  const tons = rng.int(item.tons[0] * 10, item.tons[1] * 10) / 10;
  const weightKg = Math.round(tons * 1000);
  const cargo = cargoText(item.type, item.description);
  const travel = travelHours(distance, to);
  const outcome = plan.outcome;

  const timeline =
    outcome.kind === 'shipment' ? shipmentTimeline(outcome.stage, outcome.at, distance, to, rng) : null;
  const posted = outcome.kind === 'shipment' ? timeline!.posted : outcome.postedAt;
  const expiresAt = quoteExpiresAt(posted);
  let pickupDate: Date;
  if (timeline) pickupDate = timeline.pickupDate;
  else {
    const planned = posted.getTime() + rng.int(3, 8) * DAY;
    // An open load is always picked up in the future.
    const floor = outcome.kind === 'open' ? now.getTime() + DAY : 0;
    pickupDate = new Date(Math.floor(Math.max(planned, floor) / HOUR) * HOUR);
  }
  const deliveryDate = timeline ? timeline.deliveryDate : plannedDelivery(pickupDate, travel, rng);

  const budget = budgetKwacha(distance, tons, to, rng);
  // Insured cargo always states its value; for bulk goods owners mostly leave it out.
  const statesValue = item.valuePerTonK !== null && (item.insurance || rng.chance(0.25));
  const estimatedValue = statesValue
    ? Math.round(((item.valuePerTonK ?? 0) * tons * rng.between(0.9, 1.1)) / 1_000) * 1_000
    : null;

  // When bidding stopped: acceptance, cancellation, expiry, or now for an open load.
  let closedAt: Date;
  let status: QuoteInsert['status'];
  switch (outcome.kind) {
    case 'open':
      closedAt = new Date(now.getTime() - 10 * 60_000);
      status = 'ACTIVE';
      break;
    case 'expired':
      closedAt = expiresAt;
      status = 'EXPIRED';
      break;
    case 'cancelled':
      closedAt = new Date(posted.getTime() + outcome.cancelledAfterHours * HOUR);
      status = 'CANCELLED';
      break;
    case 'shipment':
      closedAt = (timeline as NonNullable<typeof timeline>).events.PENDING_PICKUP;
      status = 'ACCEPTED';
      break;
  }

  const quote: QuoteInsert = {
    id: rng.uuid(),
    ownerId: owner.id,
    status,
    cargo,
    cargoType: item.type,
    cargoDescription: item.description,
    fromLocation: from,
    fromAddress: rng.pick(ADDRESSES[from] ?? [from]),
    toLocation: to,
    toAddress: rng.pick(ADDRESSES[to] ?? [to]),
    weightKg,
    distanceKm: distance,
    dimensions: item.dimensions,
    pickupDate,
    deliveryDate,
    expiresAt,
    estimatedValueNgwee: estimatedValue === null ? null : toNgwee(estimatedValue),
    maxBudgetNgwee: toNgwee(budget),
    insuranceRequired: item.insurance,
    specialInstructions: item.instructions,
    createdAt: posted,
    updatedAt: outcome.kind === 'open' ? posted : closedAt,
  };
  rows.quotes.push(quote);
  rows.activities.push(quotePosted(quote, budget, actorOf(owner), posted));

  const bids = placeBids(plan, quote, { budget, distance, posted, closedAt }, ctx);

  if (outcome.kind === 'cancelled') {
    rows.activities.push(quoteCancelled(quote, actorOf(owner), closedAt));
  }
  if (outcome.kind === 'shipment' && timeline) {
    const winner = bids.find((b) => b.transporter.spec.key === outcome.winner);
    if (!winner) throw new Error(`winner ${outcome.winner} is not among the bidders`);
    winner.bid.isAccepted = true;
    buildShipment(ctx, {
      quote,
      owner,
      transporter: winner.transporter,
      bid: winner.bid,
      stage: outcome.stage,
      skipNear: outcome.skipNear ?? false,
      timeline,
      travel,
    });
  }
}

interface BidContext {
  budget: number;
  distance: number;
  posted: Date;
  closedAt: Date;
}

function placeBids(
  plan: LoadPlan,
  quote: QuoteInsert,
  q: BidContext,
  { rows, dir, rng }: LoadContext,
): { bid: BidInsert; transporter: SeededPerson<DemoTransporter> }[] {
  const border = crossesBorder(plan.lane.to);
  const amounts = plan.bidders.map(() => Math.round((q.budget * rng.between(0.74, 0.97)) / 50) * 50);
  // Owners usually take the cheapest bid, but not always (a known carrier can win on trust).
  const outcome = plan.outcome;
  if (outcome.kind === 'shipment' && rng.chance(0.75)) {
    const w = plan.bidders.indexOf(outcome.winner);
    const low = amounts.indexOf(Math.min(...amounts));
    if (w >= 0 && low >= 0) [amounts[w], amounts[low]] = [amounts[low] as number, amounts[w] as number];
  }
  const times = sortedTimes(
    q.posted.getTime() + 20 * 60_000,
    q.closedAt.getTime() - 5 * 60_000,
    plan.bidders.length,
    rng,
  );
  const order = rng.shuffle(plan.bidders.map((_, i) => i));
  return plan.bidders.map((key, i) => {
    const transporter = transporterOf(dir, key);
    const amount = amounts[i] as number;
    const createdAt = times[order.indexOf(i)] as Date;
    const bid: BidInsert = {
      id: rng.uuid(),
      quoteId: quote.id,
      transporterId: transporter.id,
      amountNgwee: toNgwee(amount),
      // The platform's own suggestion, plus a day at a border and some slack of the operator's.
      estimatedDays: Math.min(30, suggestedDays(q.distance) + (border ? 1 : 0) + rng.int(0, 2)),
      notes: rng.pick(BID_NOTES),
      isAccepted: false,
      createdAt,
    };
    rows.bids.push(bid);
    rows.activities.push(bidPlaced(quote, amount, actorOf(transporter), createdAt));
    return { bid, transporter };
  });
}
