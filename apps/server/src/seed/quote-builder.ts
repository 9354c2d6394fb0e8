import { cargoText, quoteExpiresAt, roadDistanceKm, toNgwee } from '@njira/domain';
import { ADDRESSES, CARGO, crossesBorder } from './catalogue.ts';
import type { DemoOwner } from './demo-owners.ts';
import type { LoadContext, LoadPlan } from './load-builder.ts';
import type { Rng } from './random.ts';
import { ownerOf, type QuoteInsert, type SeededPerson } from './rows.ts';
import {
  DAY,
  HOUR,
  plannedDelivery,
  type ShipmentTimeline,
  shipmentTimeline,
  travelHours,
} from './timeline.ts';

/** What the owner offers: a base plus a rate per km scaled by weight, with a border premium. */
export function budgetKwacha(distanceKm: number, tons: number, to: string, rng: Rng): number {
  const perKm = 26 * (0.6 + (0.4 * tons) / 30);
  const raw = (1_800 + distanceKm * perKm + (crossesBorder(to) ? 4_000 : 0)) * rng.between(0.92, 1.08);
  return Math.min(60_000, Math.max(3_000, Math.round(raw / 500) * 500));
}

/** A plan's quote, and what its bids and shipment are built from. */
export interface BuiltQuote {
  quote: QuoteInsert;
  owner: SeededPerson<DemoOwner>;
  budget: number;
  distance: number;
  travel: number;
  posted: Date;
  /** When bidding stopped: acceptance, cancellation, expiry, or now for an open load. */
  closedAt: Date;
  /** The shipment's dates, for an accepted load. */
  timeline: ShipmentTimeline | null;
}

/** The quote row of one plan: its cargo, lane, dates, budget and status. */
export function buildQuote(plan: LoadPlan, ctx: LoadContext): BuiltQuote {
  const { dir, rng, now } = ctx;
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
  return { quote, owner, budget, distance, travel, posted, closedAt, timeline };
}
