import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { ratings } from '../schema/ratings.ts';
import { users } from '../schema/users.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type NewRatingRow = Omit<typeof ratings.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes the rating unless this rater already rated this shipment (the unique constraint decides,
 * so two racing submissions store one); undefined when it was already there.
 */
export async function insertRatingOnce(tx: DbOrTx, values: NewRatingRow): Promise<RatingRow | undefined> {
  const [row] = await tx
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: [ratings.shipmentId, ratings.raterId] })
    .returning();
  return row;
}

/** Adds the stars to the ratee's running sum and count (same transaction as the rating); its company. */
export async function addToRatingTotals(
  tx: DbOrTx,
  rateeId: string,
  stars: number,
): Promise<{ companyName: string } | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      ratingSum: sql`${users.ratingSum} + ${stars}`,
      ratingCount: sql`${users.ratingCount} + 1`,
    })
    .where(sql`${users.id} = ${rateeId}`)
    .returning({ companyName: users.companyName });
  return row;
}
