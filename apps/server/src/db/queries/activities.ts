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
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  await tx.insert(activities).values({ ...input, metadata: input.metadata ?? {} });
}
