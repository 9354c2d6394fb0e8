import type { ShipmentStatus } from './statuses.ts';

/** The tracker's stages in order. IN_TRANSIT_NEAR is a display stage: it is IN_TRANSIT at 80%. */
export const TRACKING_STAGES = [
  { id: 'PENDING_PICKUP', label: 'Pending Pickup', progress: 10, status: 'PENDING_PICKUP' },
  { id: 'AWAITING_PICKUP', label: 'Picked Up', progress: 25, status: 'AWAITING_PICKUP' },
  { id: 'IN_TRANSIT', label: 'In Transit', progress: 50, status: 'IN_TRANSIT' },
  { id: 'IN_TRANSIT_NEAR', label: 'Near Destination', progress: 80, status: 'IN_TRANSIT' },
  { id: 'DELIVERED', label: 'Delivered', progress: 100, status: 'DELIVERED' },
] as const satisfies readonly { id: string; label: string; progress: number; status: ShipmentStatus }[];

export type TrackingStage = (typeof TRACKING_STAGES)[number];
export type StageId = TrackingStage['id'];
export const STAGE_IDS = TRACKING_STAGES.map((s) => s.id) as [StageId, ...StageId[]];

export function stageById(id: string): TrackingStage | undefined {
  return TRACKING_STAGES.find((s) => s.id === id);
}

/** The tracker stage a shipment is at; null when cancelled or the status is not a tracked one. */
export function stageForShipment(status: string, progress: number): StageId | null {
  switch (status) {
    case 'PENDING_PICKUP':
      return 'PENDING_PICKUP';
    // The server never writes PICKED_UP, but older records and the spec's screens read it this way.
    case 'AWAITING_PICKUP':
    case 'PICKED_UP':
      return 'AWAITING_PICKUP';
    case 'IN_TRANSIT':
      return progress >= 80 ? 'IN_TRANSIT_NEAR' : 'IN_TRANSIT';
    case 'IN_TRANSIT_NEAR':
      return 'IN_TRANSIT_NEAR';
    case 'DELIVERED':
      return 'DELIVERED';
    default:
      return null;
  }
}

export interface StageState {
  id: StageId;
  label: string;
  progress: number;
  done: boolean;
  current: boolean;
}

function stageIndex(id: StageId | null): number {
  return id === null ? -1 : TRACKING_STAGES.findIndex((s) => s.id === id);
}

/**
 * Spec section 4: a stage is done when its progress is at or below the shipment's; the status also
 * marks every earlier stage done, so a record whose progress lags its status still reads right.
 */
export function stageStates(status: string, progress: number): StageState[] {
  const currentId = stageForShipment(status, progress);
  const currentIndex = stageIndex(currentId);
  return TRACKING_STAGES.map((stage, index) => ({
    id: stage.id,
    label: stage.label,
    progress: stage.progress,
    done:
      stage.progress <= progress ||
      index < currentIndex ||
      (currentId === 'IN_TRANSIT_NEAR' && index === currentIndex) ||
      (currentId === 'DELIVERED' && index === currentIndex),
    current: index === currentIndex,
  }));
}

/** The stages a transporter may move to: any later one (spec section 4), none once delivered. */
export function nextStages(status: string, progress: number): TrackingStage[] {
  const currentIndex = stageIndex(stageForShipment(status, progress));
  if (currentIndex < 0) return [];
  return TRACKING_STAGES.filter((stage, index) => index > currentIndex && stage.progress > progress);
}

export type StageUpdate =
  | { ok: true; status: ShipmentStatus; progress: number; stage: StageId }
  | { ok: false; message: string };

/** Checks a transporter's requested stage against the shipment and gives the values to store. */
export function resolveStageUpdate(
  current: { status: string; progress: number },
  requested: { status: StageId; progress?: number | undefined },
): StageUpdate {
  if (current.status === 'DELIVERED') return { ok: false, message: 'Shipment is already delivered' };
  if (current.status === 'CANCELLED') return { ok: false, message: 'Shipment has been cancelled' };
  let target: TrackingStage | undefined = stageById(requested.status);
  if (target === undefined) return { ok: false, message: 'Please choose a valid stage' };
  // The spec's client sends the near-destination stage as IN_TRANSIT with progress 80.
  if (target.id === 'IN_TRANSIT' && requested.progress === 80) target = stageById('IN_TRANSIT_NEAR')!;
  if (requested.progress !== undefined && requested.progress !== target.progress) {
    return { ok: false, message: `Progress for ${target.label} is ${target.progress}` };
  }
  const currentIndex = stageIndex(stageForShipment(current.status, current.progress));
  if (stageIndex(target.id) <= currentIndex || target.progress <= current.progress) {
    return { ok: false, message: 'A shipment can only move forward: choose a later stage' };
  }
  return { ok: true, status: target.status, progress: target.progress, stage: target.id };
}
