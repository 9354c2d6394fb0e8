import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { carrierVerified } from './carrier-documents.ts';

/**
 * A user's profile as another user asks for it, with what `profileShownTo` needs: the user's
 * visibility setting (no settings row: public), whether the viewer is a verified carrier, and
 * whether the two have a shipment together (counterparts). One statement.
 */
export async function findProfileFor(db: DbOrTx, userId: string, viewerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      companyName: users.companyName,
      role: users.role,
      createdAt: users.createdAt,
      ratingSum: users.ratingSum,
      ratingCount: users.ratingCount,
      visibility: sql<
        'public' | 'verified' | 'private'
      >`coalesce(${userSettings.profileVisibility}, 'public')`,
      showRatings: sql<boolean>`coalesce(${userSettings.showRatings}, true)`,
      verified: carrierVerified(users.id),
      viewerVerified: carrierVerified(viewerId),
      counterpart: sql<boolean>`exists (select 1 from ${shipments} where ${or(
        and(eq(shipments.ownerId, users.id), eq(shipments.transporterId, viewerId)),
        and(eq(shipments.transporterId, users.id), eq(shipments.ownerId, viewerId)),
      )})`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
