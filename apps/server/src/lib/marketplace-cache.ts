import { LRUCache } from 'lru-cache';
import { marketplaceVersion } from '../db/announce.ts';
import type { Db } from '../db/client.ts';

/**
 * The longest a reading is served without a change being heard of: bounds what no write announces
 * (a recount of the bids behind the priority order, a renamed company). Announced changes end a
 * reading at once, and the reading's own end (a load's expiry) ends it too.
 */
export const MARKETPLACE_CACHE_TTL_MS = 2_000;

interface Reading {
  /** `marketplaceVersion` when it was read: it is good while that has not moved. */
  version: number;
  /** Date.now() past which it is read again: the TTL, or its own end, whichever is first. */
  validUntil: number;
  value: unknown;
}

/**
 * Readings of the open marketplace that are the same for every transporter (a page of open loads,
 * the dashboard's six), read from PostgreSQL once and served to everyone who asks until something
 * changes (ADR 010, sixth round).
 *
 * A reading is good while `marketplaceVersion` has not moved: every write on this instance moves it
 * when it announces (after its commit, before it answers), the event hub moves it when it hears of
 * another instance's write (before it tells any client to refetch), and so does a lost LISTEN
 * connection. What no write announces is bounded by the TTL, and time itself (an expiry) by the
 * reading's own end. Readers asking at once share one read (single flight).
 */
export class MarketplaceCache {
  private readonly readings = new LRUCache<string, Reading>({ max: 1_000 });
  private readonly reading = new Map<string, Promise<Reading>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = MARKETPLACE_CACHE_TTL_MS,
  ) {}

  /**
   * The value under `key`, read by `read` when there is none still good. `endsAt` says when a value
   * stops being true by itself (ms since the epoch; Infinity when it does not).
   */
  async get<T>(key: string, read: () => Promise<T>, endsAt: (value: T) => number): Promise<T> {
    // Read before the read starts: a change committed during it moves the version, ending it.
    const version = marketplaceVersion(this.db);
    const known = this.readings.get(key);
    if (known && known.version === version && Date.now() < known.validUntil) return known.value as T;
    const flight = `${key}@${version}`;
    let running = this.reading.get(flight);
    if (!running) {
      const readAt = Date.now();
      running = read()
        .then((value) => {
          const fresh = { version, validUntil: Math.min(readAt + this.ttlMs, endsAt(value)), value };
          // A newer reading may have been stored meanwhile: keep the newest.
          if ((this.readings.get(key)?.version ?? -1) <= version) this.readings.set(key, fresh);
          return fresh;
        })
        .finally(() => this.reading.delete(flight));
      this.reading.set(flight, running);
    }
    return (await running).value as T;
  }
}
