import { describe, expect, it } from 'vitest';
import { LIVE_COUNT_LIMIT, SnapshotCache } from './snapshot-cache.ts';

describe('SnapshotCache.sized', () => {
  it('counts live, every time, while the rows are few', async () => {
    const cache = new SnapshotCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.sized('k', compute, (n) => n)).toBe(1);
    expect(await cache.sized('k', compute, (n) => n)).toBe(2);
  });

  it('shares one computation between callers asking at the same moment', async () => {
    const cache = new SnapshotCache();
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return 5;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.sized('k', compute, (n) => n)));
    expect(answers).toEqual(Array(10).fill(5));
    expect(calls).toBe(1);
  });

  it('keeps a large result that counted everything as the snapshot, without computing it twice', async () => {
    const cache = new SnapshotCache({ ttlMs: 60_000 });
    let calls = 0;
    const big = LIVE_COUNT_LIMIT + 500;
    const compute = async () => {
      calls++;
      return big + calls;
    };
    expect(await cache.sized('k', compute, (n) => n)).toBe(big + 1);
    expect(await cache.sized('k', compute, (n) => n)).toBe(big + 1);
    expect(calls).toBe(1);
  });

  it('recounts in full once a capped count says the rows are many', async () => {
    const cache = new SnapshotCache({ ttlMs: 60_000 });
    const asked: (number | undefined)[] = [];
    const count = async (upTo?: number) => {
      asked.push(upTo);
      return upTo === undefined ? 5_000 : upTo + 1;
    };
    expect(await cache.count('k', count)).toBe(5_000);
    expect(await cache.count('k', count)).toBe(5_000);
    expect(asked).toEqual([LIVE_COUNT_LIMIT, undefined]);
  });
});

describe('SnapshotCache refreshes', () => {
  it('serves stale figures while refreshing them one at a time, never side by side', async () => {
    const cache = new SnapshotCache({ ttlMs: 20 });
    let running = 0;
    let most = 0;
    let round = 0;
    const compute = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      return round;
    };
    const keys = ['a', 'b', 'c', 'd'];
    // First computations run at once: somebody is waiting for each.
    expect(await Promise.all(keys.map((k) => cache.get(k, compute)))).toEqual([0, 0, 0, 0]);
    expect(most).toBe(4);
    most = 0;
    round = 1;
    await new Promise((r) => setTimeout(r, 40));
    // All four are stale: each answers at once with its old value and queues its refresh.
    expect(await Promise.all(keys.map((k) => cache.get(k, compute)))).toEqual([0, 0, 0, 0]);
    await expect.poll(() => Promise.all(keys.map((k) => cache.get(k, compute)))).toEqual([1, 1, 1, 1]);
    expect(most).toBe(1);
  });
});
