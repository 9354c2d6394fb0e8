import type { ProgressUpdateInput } from './schemas/shipment.ts';
import { type StageId, stageById, stageForShipment } from './stages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec section 9: "Default ETA 3 days ahead". */
export const DEFAULT_ETA_DAYS = 3;

/**
 * Spec section 7: a progress update's eta is the shipment's deliveryDate as an ISO string when it
 * has one, otherwise 3 days from now.
 */
export function progressEta(deliveryDate: string | null | undefined, now: Date = new Date()): string {
  const planned = deliveryDate ? new Date(deliveryDate) : null;
  if (planned && !Number.isNaN(planned.getTime())) return planned.toISOString();
  return new Date(now.getTime() + DEFAULT_ETA_DAYS * DAY_MS).toISOString();
}

/**
 * The PATCH body that moves a shipment to `stageId` (spec sections 4, 5 and 7): the stage's status
 * and fixed progress (Near Destination is IN_TRANSIT at 80), the eta, and the location and notes
 * trimmed, left out when empty.
 */
export function progressUpdateBody(
  stageId: StageId,
  typed: { location?: string; notes?: string },
  deliveryDate: string | null | undefined,
  now: Date = new Date(),
): ProgressUpdateInput {
  const stage = stageById(stageId);
  if (!stage) throw new RangeError(`Unknown stage ${stageId}`);
  const location = typed.location?.trim() ?? '';
  const notes = typed.notes?.trim() ?? '';
  return {
    status: stage.status,
    progress: stage.progress,
    eta: progressEta(deliveryDate, now),
    ...(location ? { location } : {}),
    ...(notes ? { notes } : {}),
  };
}

export interface DeliveryCardActions {
  /**
   * 'confirm': Confirm Pickup moves the shipment to AWAITING_PICKUP ('Picked Up'). 'confirmed': it
   * is already there (the spec shows the button for both statuses; it cannot move a shipment to the
   * stage it is at, so it stands as a disabled 'Pickup Confirmed'). null: not shown.
   */
  pickup: 'confirm' | 'confirmed' | null;
  /** Mark Delivered (IN_TRANSIT, Near Destination included) moves the shipment to DELIVERED. */
  markDelivered: boolean;
}

/** Which of My Deliveries' action buttons an active card shows (spec section 2). */
export function deliveryCardActions(status: string): DeliveryCardActions {
  return {
    pickup: status === 'PENDING_PICKUP' ? 'confirm' : status === 'AWAITING_PICKUP' ? 'confirmed' : null,
    markDelivered: status === 'IN_TRANSIT',
  };
}

/**
 * The progress history filed under the tracker stage each entry reached (oldest first), for the
 * 'Completed by …' lines; entries of no tracked stage (a cancellation) are left out.
 */
export function historyByStage<E extends { status: string; progress: number }>(
  history: readonly E[],
): Partial<Record<StageId, E[]>> {
  const byStage: Partial<Record<StageId, E[]>> = {};
  for (const entry of history) {
    const stage = stageForShipment(entry.status, entry.progress);
    if (stage === null) continue;
    const entries = byStage[stage] ?? [];
    entries.push(entry);
    byStage[stage] = entries;
  }
  return byStage;
}
