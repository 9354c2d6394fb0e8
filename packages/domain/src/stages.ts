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
