import { activityIdsFor } from '../announce.ts';
import type { Tx } from '../client.ts';
import { type ActivityType, activities } from '../schema/activities.ts';

export interface ActivityInput {
  type: ActivityType;
  description: string;
  actorId?: string | null;
  actorName: string;
  quoteId?: string | null;
  shipmentId?: string | null;
  metadata?: Record<string, string | number | boolean | null>;
  createdAt?: Date;
}

/**
 * Call with the action's transaction (opened by `transactionAnnouncing`) so the log row commits or
 * rolls back with it, and is announced to the live streams once it has committed.
 */
export function recordActivity(tx: Tx, input: ActivityInput): Promise<void> {
  return recordActivities(tx, [input]);
}

/** Several entries of one action in one insert, in the action's transaction (see `recordActivity`). */
export async function recordActivities(tx: Tx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = activityIdsFor(tx, inputs.length);
  await tx
    .insert(activities)
    .values(inputs.map((input, i) => ({ ...input, id: ids[i], metadata: input.metadata ?? {} })));
}
