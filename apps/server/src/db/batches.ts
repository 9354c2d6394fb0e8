/**
 * Requests that each need one statement, written or read together: what is asked for while a batch
 * is being run waits for it and goes with the next one (ADR 010, tenth round). A lone request runs
 * at once, alone; a burst of them costs one statement (and, for a write, one transaction and one
 * commit flush) per batch instead of per request.
 *
 * Not DataLoader: that gathers what is asked for in one tick of the event loop, while requests of a
 * burst arrive over many ticks; here a batch is whatever waited while the previous ones ran.
 */
export interface BatchOptions<In, Result> {
  /** Batches run at once, each on its own connection: PostgreSQL works on one while Node reads the next. */
  lanes: number;
  /** Requests in one batch at most. */
  max: number;
  /**
   * Requests with the same key never share a batch: a later one goes with a later batch, which may run
   * beside the first on another lane.
   */
  key?: (input: In) => string;
  /** Runs one batch; answers each request by its index in `inputs`, in the same order. */
  run: (inputs: In[]) => Promise<Result[]>;
}

interface Waiting<In, Result> {
  input: In;
  resolve: (result: Result) => void;
  reject: (err: unknown) => void;
}

export class Batches<In, Result> {
  private waiting: Waiting<In, Result>[] = [];
  private running = 0;

  constructor(private readonly options: BatchOptions<In, Result>) {}

  /** Resolves with this request's part of its batch's answer. */
  ask(input: In): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.options.lanes && this.waiting.length > 0) {
      const batch = this.take();
      this.running += 1;
      void this.runBatch(batch).finally(() => {
        this.running -= 1;
        this.next();
      });
    }
  }

  /** The next batch, in the order asked: at most `max`, one request per key. */
  private take(): Waiting<In, Result>[] {
    const { key, max } = this.options;
    if (!key) return this.waiting.splice(0, max);
    const batch: Waiting<In, Result>[] = [];
    const rest: Waiting<In, Result>[] = [];
    const keys = new Set<string>();
    for (const w of this.waiting) {
      const k = key(w.input);
      if (batch.length < max && !keys.has(k)) {
        keys.add(k);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    this.waiting = rest;
    return batch;
  }

  private async runBatch(batch: Waiting<In, Result>[]): Promise<void> {
    let results: Result[];
    try {
      results = await this.options.run(batch.map((w) => w.input));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} was answered with ${results.length} results`);
      }
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      // What failed the batch (a deadlock, a row deleted meanwhile) is retried one request at a
      // time, so it fails only the request it belongs to.
      for (const w of batch) await this.runBatch([w]);
      return;
    }
    batch.forEach((w, i) => {
      w.resolve(results[i] as Result);
    });
  }
}
