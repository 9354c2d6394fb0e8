import type { StageId } from '@njira/domain';
import { crossesBorder } from './catalogue.ts';
import type { Rng } from './random.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type ShipmentStage = StageId | 'CANCELLED';

const STAGE_ORDER: readonly StageId[] = [
  'PENDING_PICKUP',
  'AWAITING_PICKUP',
  'IN_TRANSIT',
  'IN_TRANSIT_NEAR',
  'DELIVERED',
];

/** Driving time: about 40 km/h on average, a night's rest every 600 km, a day at a border. */
export function travelHours(distanceKm: number, to: string): number {
  return distanceKm / 40 + Math.floor(distanceKm / 600) * 10 + (crossesBorder(to) ? 20 : 0);
}

/** When each event of an accepted load happens (or is planned to), and the load's planned dates. */
export interface ShipmentTimeline {
  posted: Date;
  /** Stage events; those after the shipment's current stage are plans, not history. */
  events: Record<StageId, Date>;
  cancelled: Date | null;
  pickupDate: Date;
  deliveryDate: Date;
}

function floorToHour(ms: number): Date {
  return new Date(Math.floor(ms / HOUR) * HOUR);
}

/** Dates a cargo owner picks: whole days after pickup, rounded to the hour. */
export function plannedDelivery(pickup: Date, hours: number, rng: Rng): Date {
  return new Date(pickup.getTime() + (Math.ceil(hours / 24) + rng.int(1, 2)) * DAY);
}

/**
 * Works backwards (and forwards) from the moment the shipment reached `stage`, so that whatever the
 * stage, its latest event is `at` and every earlier one comes in a believable order before it.
 */
export function shipmentTimeline(
  stage: ShipmentStage,
  at: Date,
  distanceKm: number,
  to: string,
  rng: Rng,
): ShipmentTimeline {
  const travel = travelHours(distanceKm, to);
  // Gap before each stage event, in hours: posted→accepted, accepted→loaded, loaded→moving, …
  const gaps: Record<StageId, number> = {
    PENDING_PICKUP: rng.between(20, 110),
    AWAITING_PICKUP: rng.between(18, 70),
    IN_TRANSIT: rng.between(2, 6),
    IN_TRANSIT_NEAR: Math.max(2, travel * 0.75),
    DELIVERED: Math.max(2, travel * 0.25),
  };
  let cancelled: Date | null = null;
  let anchorIndex: number;
  let anchorMs = at.getTime();
  if (stage === 'CANCELLED') {
    // Cancelled before pickup: accepted some hours before, the planned pickup still ahead of it.
    cancelled = at;
    const sinceAccepted = rng.between(6, 30);
    anchorIndex = 0;
    anchorMs = at.getTime() - sinceAccepted * HOUR;
    gaps.AWAITING_PICKUP = Math.max(gaps.AWAITING_PICKUP, sinceAccepted + 12);
  } else {
    anchorIndex = STAGE_ORDER.indexOf(stage);
  }
  const times: number[] = [];
  times[anchorIndex] = anchorMs;
  for (let i = anchorIndex - 1; i >= 0; i--) {
    times[i] = (times[i + 1] as number) - gaps[STAGE_ORDER[i + 1] as StageId] * HOUR;
  }
  for (let i = anchorIndex + 1; i < STAGE_ORDER.length; i++) {
    times[i] = (times[i - 1] as number) + gaps[STAGE_ORDER[i] as StageId] * HOUR;
  }
  const events = Object.fromEntries(STAGE_ORDER.map((id, i) => [id, new Date(times[i] as number)])) as Record<
    StageId,
    Date
  >;
  const pickupDate = floorToHour(events.AWAITING_PICKUP.getTime());
  return {
    posted: new Date(events.PENDING_PICKUP.getTime() - gaps.PENDING_PICKUP * HOUR),
    events,
    cancelled,
    pickupDate,
    deliveryDate: plannedDelivery(pickupDate, travel, rng),
  };
}

export { STAGE_ORDER };
