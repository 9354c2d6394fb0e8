import type { NotifiedLoad, NotifiedShipment } from '@njira/domain';
import { activityIdsFor } from '../announce.ts';
import type { Tx } from '../client.ts';
import { type ActivityType, activities } from '../schema/activities.ts';
import { notifyActivities } from './notification-writes.ts';

export interface ActivityInput {
  type: ActivityType;
  description: string;
  actorId?: string | null;
  actorName: string;
  quoteId?: string | null;
  shipmentId?: string | null;
  metadata?: Record<string, string | number | boolean | null>;
  createdAt?: Date;
  /**
   * The load as the action holds it (its row written or locked in this transaction), when it has
   * it: the notification rules then need not read it again. Not stored.
   */
  load?: NotifiedLoad;
  /** The shipment as the action holds it (written or locked in this transaction), likewise. */
  shipment?: NotifiedShipment;
}

/**
 * Call with the action's transaction (opened by `transactionAnnouncing`) so the log row and the
 * notifications it makes commit or roll back with it, and are announced to the live streams once
 * the transaction has committed.
 */
export function recordActivity(tx: Tx, input: ActivityInput): Promise<void> {
  return recordActivities(tx, [input]);
}

/** Several entries of one action, in the action's transaction (see `recordActivity`). */
export async function recordActivities(tx: Tx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = activityIdsFor(tx, inputs.length);
  const written = await tx
    .insert(activities)
    .values(
      inputs.map(({ load: _load, shipment: _shipment, ...input }, i) => ({
        ...input,
        id: ids[i],
        metadata: input.metadata ?? {},
      })),
    )
    .returning({
      id: activities.id,
      type: activities.type,
      actorId: activities.actorId,
      quoteId: activities.quoteId,
      shipmentId: activities.shipmentId,
      metadata: activities.metadata,
      createdAt: activities.createdAt,
    });
  // In the order given: an action's entries notify in the order they happened.
  written.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  await notifyActivities(
    tx,
    written.map((entry, i) => ({ ...entry, load: inputs[i]?.load, shipment: inputs[i]?.shipment })),
  );
}
