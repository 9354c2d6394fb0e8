/** How a failed send is retried: 8 tries in all, the waits doubling from 30 s to at most 30 min. */
export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseMs: 30_000, capMs: 30 * 60_000 };

/**
 * The wait before try `attempt + 1` after `attempt` tries failed: base · 2^(attempt−1), capped, with
 * "equal jitter" (half of it fixed, half random) so instances retrying after one outage spread out.
 * With the defaults the 7 waits are 30 s, 1, 2, 4, 8, 16 and 30 min (each −0…50 %): the last try
 * comes 30–61 min after the first.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const full = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + random() * (full / 2));
}
