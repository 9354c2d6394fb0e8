export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection (0 = the first after a drop): 1 s doubling,
 * capped at 30 s, with "equal jitter" — half of it fixed, half random — so that a restarted server's
 * thousands of streams do not all come back in the same millisecond, and none waits longer than
 * the cap.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The wait between tries, which reconnectNow() and stop() cut short. */
export class Backoff {
  private wake: (() => void) | null = null;

  /** Waits `ms` (null: until woken), or less when woken; at once when `stopped()` already. */
  wait(ms: number | null, stopped: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      this.wake = done;
      if (stopped()) done();
    });
  }

  /** Ends the current wait, if any. */
  cut(): void {
    this.wake?.();
  }
}
