import type { DbOrTx } from '../client.ts';
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

/** Call with the action's transaction so the log row commits or rolls back with it. */
export function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  return recordActivities(tx, [input]);
}

/** Several entries of one action in one insert, in the action's transaction. */
export async function recordActivities(tx: DbOrTx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await tx.insert(activities).values(inputs.map((input) => ({ ...input, metadata: input.metadata ?? {} })));
}
