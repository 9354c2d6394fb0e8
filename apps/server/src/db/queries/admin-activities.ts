import type { ActivityType } from '@njira/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { activities } from '../schema/activities.ts';
import { containsPattern } from './sql-helpers.ts';

/** The admin's Activity Logs (ADR 017): the log newest first, searched and counted in SQL. */

export interface ActivityFilter {
  search?: string | undefined;
  type?: ActivityType | undefined;
}

/** What the search looks in: the expression of `activities_search_idx` (trigrams), so it is used. */
const searchText = sql`(${activities.description} || chr(31) || ${activities.actorName})`;

function whereOf(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.search ? sql`${searchText} ilike ${containsPattern(filter.search)}` : undefined,
    filter.type ? eq(activities.type, filter.type) : undefined,
  );
}

/** One page, newest first (activities_created_idx, or activities_type_created_idx for one type). */
export function listActivities(db: DbOrTx, filter: ActivityFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: activities.id,
      type: activities.type,
      description: activities.description,
      actorName: activities.actorName,
      quoteId: activities.quoteId,
      shipmentId: activities.shipmentId,
      metadata: activities.metadata,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(whereOf(filter))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number];

/** Entries per type for a search (types without any are absent). */
export function activityCountsByType(db: DbOrTx, search: string | undefined) {
  return db
    .select({ type: activities.type, count: sql<number>`count(*)::int` })
    .from(activities)
    .where(whereOf({ search }))
    .groupBy(activities.type);
}
