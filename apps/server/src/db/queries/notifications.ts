import type { NotificationKind, NotificationParams } from '@njira/domain';
import type { Db } from '../client.ts';

/**
 * The notifications a user reads (the bell, the events stream's replay) and what each instance reads
 * when an action's event arrives. Every statement names its user in the `where` (ADR 006); the
 * rows are written in the action's own transaction (`notification-writes.ts`) and deleted when
 * old (`notification-purge.ts`).
 */
export interface NotificationRow {
  id: number;
  userId: string;
  /** Null for a message notification (ADR 025). */
  activityId: string | null;
  kind: NotificationKind;
  quoteId: string | null;
  shipmentId: string | null;
  params: NotificationParams;
  createdAt: Date;
  readAt: Date | null;
}

const COLUMNS = `id, user_id as "userId", activity_id as "activityId", kind, quote_id as "quoteId",
  shipment_id as "shipmentId", params, created_at as "createdAt", read_at as "readAt"`;

/**
 * The caller's newest notifications, older than `before` when given (the next page), and how many of
 * all theirs are unread. One statement, so one snapshot: a notification committed between two
 * separate reads would be listed but not counted (or counted but not listed), and the bell, which
 * adds what the stream brings to what it listed, would count it twice or not at all.
 */
export async function notificationsPage(
  db: Db,
  userId: string,
  page: { limit: number; before?: number | undefined },
): Promise<{ rows: NotificationRow[]; unreadCount: number }> {
  // One row per notification, each carrying the count; a single row of nulls and the count when
  // the page is empty (the left join keeps the count's row).
  const result = await db.$client.query<Partial<NotificationRow> & { unreadCount: number }>({
    name: 'notifications_page',
    text: `select unread.n as "unreadCount", page.* from
        (select count(*)::int as n from notifications where user_id = $1 and read_at is null) unread
      left join lateral (
        select ${COLUMNS} from notifications
        where user_id = $1 and ($2::bigint is null or id < $2)
        order by id desc limit $3
      ) page on true
      order by page.id desc`,
    values: [userId, page.before ?? null, page.limit],
  });
  const unreadCount = result.rows[0]?.unreadCount ?? 0;
  const rows = result.rows.flatMap(({ unreadCount: _, ...row }) =>
    row.id == null ? [] : [row as NotificationRow],
  );
  return { rows, unreadCount };
}

/**
 * Marks the caller's notifications read (these ids, or all when `ids` is null) and answers how many
 * stay unread. Another user's ids match nothing: the caller is in the `where`. One statement: the
 * count is taken from the same snapshot as the update, less what it marked.
 */
export async function markRead(db: Db, userId: string, ids: number[] | null): Promise<number> {
  const result = await db.$client.query<{ n: number }>({
    name: 'notifications_mark_read',
    text: `with marked as (
        update notifications set read_at = now()
        where user_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2::bigint[]))
        returning 1
      )
      select ((select count(*) from notifications where user_id = $1 and read_at is null)
        - (select count(*) from marked))::int as n`,
    values: [userId, ids],
  });
  return result.rows[0]?.n ?? 0;
}

/**
 * What a reconnecting stream missed: the user's notifications after `afterId`, oldest first, at
 * most `limit` (ask for one more than you send to know whether there were more).
 */
export async function notificationsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  const result = await db.$client.query<NotificationRow>({
    name: 'notifications_after',
    text: `select ${COLUMNS} from notifications where user_id = $1 and id > $2 order by id limit $3`,
    values: [userId, afterId, limit],
  });
  return result.rows;
}

/**
 * The notifications of these actions for these users only (an instance's own subscribers), in the
 * order they were written. `userIds` is a PostgreSQL array literal (`{…}`), built once per change of
 * the subscriber set rather than per event.
 */
export async function notificationsOfActivities(
  db: Db,
  activityIds: readonly string[],
  userIds: string,
): Promise<NotificationRow[]> {
  const result = await db.$client.query<NotificationRow>({
    name: 'notifications_of_activities',
    text: `select ${COLUMNS} from notifications
      where activity_id = any($1::uuid[]) and user_id = any($2::uuid[]) order by id`,
    values: [activityIds, userIds],
  });
  return result.rows;
}
