import { LRUCache } from 'lru-cache';

/** How old a marketplace-wide figure may be, at most. */
export const SNAPSHOT_TTL_MS = 5_000;
/** Below this many matching rows a count is exact and live; above it, a snapshot is good enough. */
export const LIVE_COUNT_LIMIT = 1_000;

/**
 * Figures over the whole open marketplace (how many of 80,000 open loads match a filter; the open
 * loads ranked by priority) cost a scan of every matching row, and are the same for every caller who
 * asks in the same few seconds. They are computed at most once per key every SNAPSHOT_TTL_MS in this
 * process, concurrent askers sharing one computation (ADR 010). Small results never come from here.
 */
export class SnapshotCache {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: 1_000, ttl: SNAPSHOT_TTL_MS });

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    return pending;
  }

  /**
   * A count that is exact and live while it is small, and a snapshot once it passes
   * LIVE_COUNT_LIMIT. `count(upTo)` may stop counting past `upTo`; `count()` counts everything.
   */
  async count(key: string, count: (upTo?: number) => Promise<number>): Promise<number> {
    const live = await count(LIVE_COUNT_LIMIT);
    if (live <= LIVE_COUNT_LIMIT) return live;
    return this.get(`count:${key}`, () => count());
  }

  /** After this process changed the marketplace: the next asker computes afresh. */
  clear(): void {
    this.entries.clear();
  }
}
