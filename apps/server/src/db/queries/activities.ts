import type { NotifiedLoad, NotifiedShipment } from '@njira/domain';
import { activityIdsFor } from '../announce.ts';
import type { Tx } from '../client.ts';
import type { ActivityType } from '../schema/activities.ts';
import { writeActivities } from './notification-writes.ts';

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

/** Several entries of one action, in the action's transaction (see `recordActivity`), in the order they happened. */
export async function recordActivities(tx: Tx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = activityIdsFor(tx, inputs.length);
  await writeActivities(
    tx,
    inputs.map((input, i) => ({ ...input, id: ids[i] ?? '', metadata: input.metadata ?? {} })),
  );
}
