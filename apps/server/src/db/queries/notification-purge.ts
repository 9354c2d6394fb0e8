import type { Db } from '../client.ts';

/** Deletes notifications older than `days`, a batch at a time; answers how many. */
export async function purgeNotifications(db: Db, days: number, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.$client.query({
      name: 'notifications_purge',
      text: `delete from notifications where id in (
          select id from notifications where created_at < now() - make_interval(days => $1) limit $2
        )`,
      values: [days, batch],
    });
    total += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < batch) return total;
  }
}

/**
 * Deletes the bid-alert windows (`bid_alert_windows`) that ended more than a day ago: only the
 * current quarter hour's mark is ever looked at. Answers how many.
 */
export async function purgeBidAlertWindows(db: Db): Promise<number> {
  const result = await db.$client.query({
    name: 'bid_alert_windows_purge',
    text: `delete from bid_alert_windows where window_start < now() - interval '1 day'`,
  });
  return result.rowCount ?? 0;
}
