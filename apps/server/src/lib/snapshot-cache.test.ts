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
