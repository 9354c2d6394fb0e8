import { LRUCache } from 'lru-cache';

/**
 * How long a marketplace-wide figure is served before it is recomputed (in the background), give or
 * take a quarter: figures first counted together are then not all recounted in the same instant.
 * Counting one search's matches among 80,000 open loads costs PostgreSQL 50-150 ms; sixteen of them
 * recounted at once every 5 s stalled every other query for most of a second (ADR 010, 'Measured'),
 * hence the jitter and refreshes that run one at a time.
 */
export const SNAPSHOT_TTL_MS = 15_000;
/** Below this many matching rows a count is exact and live; above it, a snapshot is good enough. */
export const LIVE_COUNT_LIMIT = 1_000;

type Compute = () => Promise<unknown>;

/**
 * Figures over the whole open marketplace (how many of 80,000 open loads match a filter; the open
 * loads ranked by priority) cost a scan of every matching row and are the same for everyone who asks
 * in the same few seconds. Each is computed once, served for SNAPSHOT_TTL_MS, then served stale while
 * one background computation refreshes it, so no request waits for the scan after the first
 * (ADR 010). Small results never come from here: they are counted live.
 */
export class SnapshotCache {
  private readonly entries: LRUCache<string, { value: unknown }, Compute>;
  private readonly ttlMs: number;
  /** Live computations under way, so callers asking at the same moment share one (single flight). */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** The last background refresh queued: refreshes run one after another, never side by side. */
  private refreshes: Promise<unknown> = Promise.resolve();

  /** `ttlMs`: how long a snapshot is served before a background refresh (default SNAPSHOT_TTL_MS). */
  constructor(opts: { ttlMs?: number } = {}) {
    this.ttlMs = opts.ttlMs ?? SNAPSHOT_TTL_MS;
    this.entries = new LRUCache<string, { value: unknown }, Compute>({
      max: 1_000,
      ttl: this.ttlMs,
      allowStale: true,
      // A first computation runs at once (someone is waiting); a refresh of a stale figure waits
      // its turn, so a burst of expiries costs PostgreSQL one scan at a time, not one per figure.
      fetchMethod: async (_key, stale, { context }) => ({
        value: await (stale === undefined ? context() : this.inTurn(context)),
      }),
    });
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = await this.entries.fetch(key, { context: compute, ttl: this.jitteredTtl() });
    if (!entry) throw new Error(`snapshot ${key} could not be computed`);
    return entry.value as T;
  }

  /**
   * A figure that is exact and live while the rows behind it are few, and a snapshot once they pass
   * LIVE_COUNT_LIMIT. `compute(upTo)` may stop counting past `upTo` rows; `compute()` counts them
   * all; `size` says how many rows a result stands for. Once a snapshot says the rows are many, it
   * is served without counting again until a refresh says otherwise. A `compute` that takes no
   * argument always counts everything, so its first large result becomes the snapshot as it is;
   * callers asking at the same moment share one computation.
   */
  async sized<T>(
    key: string,
    compute: (upTo?: number) => Promise<T>,
    size: (value: T) => number,
  ): Promise<T> {
    if (this.servesSnapshot(key, size)) return this.get(key, () => compute());
    const live = await this.once(key, () => compute(LIVE_COUNT_LIMIT));
    if (size(live) <= LIVE_COUNT_LIMIT) return live;
    // Many rows: from now on a snapshot. A result that counted them all is the first one.
    const whole = compute.length === 0 ? live : await this.once(`${key}#whole`, () => compute());
    if (!this.entries.has(key)) this.entries.set(key, { value: whole }, { ttl: this.jitteredTtl() });
    return whole;
  }

  /** Whether `sized` serves this figure from a snapshot (the last count of its rows was past LIVE_COUNT_LIMIT). */
  private servesSnapshot<T>(key: string, size: (value: T) => number): boolean {
    const known = this.entries.peek(key, { allowStale: true });
    return known !== undefined && size(known.value as T) > LIVE_COUNT_LIMIT;
  }

  /** The ttl, give or take a quarter. */
  private jitteredTtl(): number {
    return Math.round(this.ttlMs * (0.75 + Math.random() / 2));
  }

  /** Runs `compute` after every refresh queued before it has settled. */
  private inTurn(compute: Compute): Promise<unknown> {
    const next = this.refreshes.then(compute, compute);
    this.refreshes = next.catch(() => undefined);
    return next;
  }

  /** One computation for every caller that asks while it runs. */
  private once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = compute().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** `sized` for a plain count. */
  count(key: string, count: (upTo?: number) => Promise<number>): Promise<number> {
    return this.sized(`count:${key}`, count, (n) => n);
  }
}
