import { describe, expect, it } from 'vitest';
import { Batches } from './batches.ts';

/** A run that records each batch it is given and answers when told to (`release`). */
function recorder(fail?: (input: number) => boolean) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        if (fail && inputs.some(fail)) reject(new Error(`batch ${inputs.join(',')} failed`));
        else resolve(inputs.map((n) => `answer ${n}`));
      });
    });
  };
  /** Lets every batch started so far finish, then waits for what that starts. */
  const release = async () => {
    for (const finish of pending.splice(0)) finish();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { batches, run, release };
}

describe('batches', () => {
  it('runs a lone request at once, alone', async () => {
    const r = recorder();
    const batches = new Batches({ lanes: 1, max: 10, run: r.run });
    const answer = batches.ask(1);
    expect(r.batches).toEqual([[1]]);
    await r.release();
    await expect(answer).resolves.toBe('answer 1');
  });

  it('sends what was asked while a batch ran together, in order, each answered with its own part', async () => {
    const r = recorder();
    const batches = new Batches({ lanes: 1, max: 10, run: r.run });
    const answers = [1, 2, 3, 4].map((n) => batches.ask(n));
    expect(r.batches).toEqual([[1]]);
    await r.release();
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    await r.release();
    await expect(Promise.all(answers)).resolves.toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('runs up to `lanes` batches at once and never more than `max` requests in one', async () => {
    const r = recorder();
    const batches = new Batches({ lanes: 2, max: 3, run: r.run });
    const answers = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => batches.ask(n));
    expect(r.batches).toEqual([[1], [2]]);
    await r.release();
    expect(r.batches).toEqual([[1], [2], [3, 4, 5], [6, 7, 8]]);
    await r.release();
    expect(r.batches.at(-1)).toEqual([9]);
    await r.release();
    await expect(Promise.all(answers)).resolves.toHaveLength(9);
  });

  it('never puts two requests with the same key in one batch', async () => {
    const r = recorder();
    const batches = new Batches({ lanes: 1, max: 10, key: (n: number) => String(n % 3), run: r.run });
    const answers = [0, 1, 4, 2, 7, 5].map((n) => batches.ask(n));
    for (let i = 0; i < 4; i++) await r.release();
    expect(r.batches).toEqual([[0], [1, 2], [4, 5], [7]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(6);
  });

  it('retries a failed batch one request at a time, so only the request that fails is refused', async () => {
    const r = recorder((n) => n === 3);
    const batches = new Batches({ lanes: 1, max: 10, run: r.run });
    const answers = [1, 2, 3, 4].map((n) => batches.ask(n).catch((err: Error) => err.message));
    await r.release(); // [1]
    await r.release(); // [2, 3, 4] fails
    for (let i = 0; i < 3; i++) await r.release(); // [2], [3], [4] one after another
    expect(r.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    await expect(Promise.all(answers)).resolves.toEqual([
      'answer 1',
      'answer 2',
      'batch 3 failed',
      'answer 4',
    ]);
  });

  it('refuses every request of a batch answered with the wrong number of results, one by one', async () => {
    const batches = new Batches<number, string>({ lanes: 1, max: 10, run: async () => [] });
    await expect(batches.ask(1)).rejects.toThrow('a batch of 1 was answered with 0 results');
  });
});
