import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUSES,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@njira/domain';
import { badRequest } from '../../lib/http-errors.ts';

/** The words a list's `status` accepts besides the statuses themselves (spec section 4's tabs). */
export const STATUS_GROUPS: Record<string, readonly ShipmentStatus[]> = {
  ACTIVE: ACTIVE_SHIPMENT_STATUSES,
  COMPLETED: COMPLETED_SHIPMENT_STATUSES,
};

const ALLOWED = [...Object.keys(STATUS_GROUPS), ...SHIPMENT_STATUSES];

/** The statuses a `status` query value stands for; undefined when none was given. */
export function statusesFor(status: string | undefined): readonly ShipmentStatus[] | undefined {
  if (status === undefined || status === '') return undefined;
  const group = STATUS_GROUPS[status];
  if (group) return group;
  const exact = SHIPMENT_STATUSES.find((s) => s === status);
  if (exact) return [exact];
  throw badRequest(`status must be one of: ${ALLOWED.join(', ')}`);
}
