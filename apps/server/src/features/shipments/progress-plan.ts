import {
  type ProgressUpdate,
  resolveStageUpdate,
  type StageId,
  stageById,
  stageForShipment,
} from '@njira/domain';
import type { ShipmentRow, ShipmentUpdate } from '../../db/queries/shipments.ts';
import { badRequest } from '../../lib/http-errors.ts';

export interface ProgressPlan {
  /** The stage moved to, when the update names one (already checked forward-only). */
  stage: { id: StageId; label: string; status: ShipmentRow['status']; progress: number } | null;
  /** Driver, truck and ETA fields to set. */
  details: ShipmentUpdate;
  /** A stage change, or a location or note on the current stage, goes into the history. */
  appendsHistory: boolean;
  /** The tracker label the history entry is filed under. */
  label: string;
}

/** Cancelled and delivered shipments are closed; the domain's refusal says why. Null when open. */
export function closedReason(current: Pick<ShipmentRow, 'status' | 'progress'>): string | null {
  if (current.status !== 'CANCELLED' && current.status !== 'DELIVERED') return null;
  const refusal = resolveStageUpdate(current, { status: 'DELIVERED' });
  return refusal.ok ? null : refusal.message;
}

/** What a transporter's PATCH will change; throws 400 with the domain's message when refused. */
export function planProgressUpdate(
  current: Pick<ShipmentRow, 'status' | 'progress'>,
  input: ProgressUpdate,
): ProgressPlan {
  if (input.progress !== undefined && input.status === undefined) {
    throw badRequest('Choose a stage to set the progress');
  }
  let stage: ProgressPlan['stage'] = null;
  if (input.status !== undefined) {
    const resolved = resolveStageUpdate(current, { status: input.status, progress: input.progress });
    if (!resolved.ok) throw badRequest(resolved.message);
    const label = stageById(resolved.stage)?.label ?? resolved.stage;
    stage = { id: resolved.stage, label, status: resolved.status, progress: resolved.progress };
  }
  const details: ShipmentUpdate = {};
  if (input.driverName !== undefined) details.driverName = input.driverName;
  if (input.driverPhone !== undefined) details.driverPhone = input.driverPhone;
  if (input.truckNumber !== undefined) details.truckNumber = input.truckNumber;
  // A new ETA moves the shipment's one expected-delivery date (shared `expectedDelivery`).
  if (input.eta !== undefined) details.eta = details.estimatedDeliveryDate = new Date(input.eta);
  const currentStage = stageForShipment(current.status, current.progress);
  return {
    stage,
    details,
    appendsHistory: stage !== null || input.location !== undefined || input.notes !== undefined,
    label:
      stage?.label ?? (currentStage ? (stageById(currentStage)?.label ?? current.status) : current.status),
  };
}
