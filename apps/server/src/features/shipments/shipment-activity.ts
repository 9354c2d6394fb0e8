import { shortId, toKwacha } from '@njira/domain';
import type { ActivityInput } from '../../db/queries/activities.ts';
import type { ShipmentRow } from '../../db/queries/shipments.ts';
import type { UserRow } from '../../db/queries/users.ts';

/** The route a shipment travels and what it is worth, for activity metadata. */
function activityMetadata(row: ShipmentRow) {
  return {
    status: row.status,
    progress: row.progress,
    amount: toKwacha(row.amountNgwee),
    from: row.fromLocation,
    to: row.toLocation,
  };
}

/** SHIPMENT_UPDATED for a stage or detail change; SHIPMENT_DELIVERED when it reached 100%. */
export function progressActivity(row: ShipmentRow, actor: UserRow, stageLabel: string | null): ActivityInput {
  const ref = `shipment #${shortId(row.id)}`;
  const delivered = row.progress === 100;
  const description = delivered
    ? `${actor.companyName} delivered ${ref} (${row.fromLocation} → ${row.toLocation})`
    : stageLabel
      ? `${actor.companyName} moved ${ref} to ${stageLabel}`
      : `${actor.companyName} updated ${ref}`;
  return {
    type: delivered ? 'SHIPMENT_DELIVERED' : 'SHIPMENT_UPDATED',
    description,
    actorId: actor.id,
    actorName: actor.companyName,
    quoteId: row.quoteId,
    shipmentId: row.id,
    metadata: activityMetadata(row),
  };
}

/** SHIPMENT_CANCELLED, by the owner or admin who called it off. */
export function cancelActivity(row: ShipmentRow, actor: UserRow): ActivityInput {
  return {
    type: 'SHIPMENT_CANCELLED',
    description: `${actor.companyName} cancelled shipment #${shortId(row.id)} (${row.fromLocation} → ${row.toLocation})`,
    actorId: actor.id,
    actorName: actor.companyName,
    quoteId: row.quoteId,
    shipmentId: row.id,
    metadata: activityMetadata(row),
  };
}
