import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Db, Tx } from './client.ts';
import { EVENTS_CHANNEL } from './queries/events.ts';
import { claimInTransaction, idempotencyClaims } from './queries/idempotency-keys.ts';

/** Ids per NOTIFY transaction: each payload is ~50 bytes, PostgreSQL's queue takes them in pages. */
const BATCH = 500;

/**
 * Tells every instance about actions whose activity-log rows have committed: one
 * `{"a": "<activity id>"}` NOTIFY each, sent after the action's commit, never inside it.
 *
 * PostgreSQL serializes the commits of all transactions that NOTIFY on one cluster-wide lock, held
 * until the commit's WAL record is on disk (`PreCommit_Notify` in async.c). When the activity
 * trigger sent the NOTIFY, every write of the marketplace waited for the write before it to be
 * flushed: 200 transporters bidding at once queued on that lock (`Lock:object` in
 * `pg_stat_activity`), one fsync after another (ADR 019, 'Announcing after the commit').
 *
 * Here each pool has at most one NOTIFY transaction in flight; ids announced meanwhile go together in
 * the next one, so a burst of writes costs a few NOTIFY transactions, not one lock-and-flush each.
 * The rows themselves (the bell's notifications, the outbox) are written in the action's own
 * transaction by the trigger as before; a NOTIFY is only the wake-up, so one lost to a crash between
 * the commit and the announcement costs open streams that one live update (they catch up at their
 * next reconnect's replay or refetch), never a notification.
 */
class Announcer {
  private waiting: string[] = [];
  private flushing: Promise<void> | null = null;
  /** Where a failed NOTIFY is reported (the event hub points it at the server's log). */
  onError: (err: unknown) => void = () => {};

  constructor(private readonly pool: pg.Pool) {}

  announce(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.waiting.push(...ids);
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
    });
  }

  /** Resolves once every id announced so far has been sent (or failed). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      try {
        await this.pool.query({
          name: 'announce_activities',
          text: `select pg_notify('${EVENTS_CHANNEL}', json_build_object('a', e.id)::text)
            from unnest($1::uuid[]) as e(id)`,
          values: [batch],
        });
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

const announcers = new WeakMap<pg.Pool, Announcer>();

/** The pool's announcer, made on first use. */
export function announcerOf(db: Db): Announcer {
  let announcer = announcers.get(db.$client);
  if (!announcer) {
    announcer = new Announcer(db.$client);
    announcers.set(db.$client, announcer);
  }
  return announcer;
}

/** Announces committed activity rows to every instance (see `Announcer`). Call after the commit. */
export function announceActivities(db: Db, ids: readonly string[]): void {
  announcerOf(db).announce(ids);
}

/** The ids of the activity rows written in each open `transactionAnnouncing` transaction. */
const written = new WeakMap<object, string[]>();

/**
 * An action's transaction: its activity-log rows (`recordActivities`) are announced once it has
 * committed, nothing when it rolls back; and the Idempotency-Key of the request it serves, if any,
 * is written in it (ADR 022), so the key exists exactly when the action committed.
 */
export async function transactionAnnouncing<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const ids: string[] = [];
  // The first action transaction of a request sent with an Idempotency-Key carries its key row.
  const claim = idempotencyClaims.getStore();
  const claiming = claim && !claim.claimed ? claim : null;
  const result = await db.transaction(async (tx) => {
    written.set(tx, ids);
    if (claiming) await claimInTransaction(tx, claiming);
    return work(tx);
  });
  if (claiming) claiming.claimed = true;
  announceActivities(db, ids);
  return result;
}

/**
 * New activity ids for rows about to be written in `tx`, to be announced when it commits. Throws
 * when `tx` was not opened by `transactionAnnouncing`: a log row nobody announces would reach the
 * bell but no open screen.
 */
export function activityIdsFor(tx: Tx, count: number): string[] {
  const ids = written.get(tx);
  if (!ids) throw new Error('activity rows are written in a transaction opened by transactionAnnouncing');
  const made = Array.from({ length: count }, () => randomUUID());
  ids.push(...made);
  return made;
}
