/** What one round of work found: something done (look again at once), nothing due, or a failure. */
export type RoundOutcome = 'busy' | 'idle' | 'error';

/**
 * `count` loops running `round` one after another: after an idle round a lane sleeps `pollMs`,
 * after a failure five times that, and after a busy one it wakes the idle lanes, since more may
 * be due.
 */
export class PollingLanes {
  private lanes: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly count: number,
    private readonly pollMs: number,
    private readonly round: () => Promise<RoundOutcome>,
  ) {}

  /** Once stopping, a round in progress ends its work early. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    if (this.lanes.length > 0 || this.stopped) return;
    for (let i = 0; i < this.count; i++) this.lanes.push(this.lane());
  }

  /** Starts no more rounds and waits for those in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeAll();
    await Promise.all(this.lanes);
  }

  private async lane(): Promise<void> {
    while (!this.stopped) {
      const outcome = await this.round();
      if (outcome === 'idle') await this.sleep(this.pollMs);
      else if (outcome === 'error') await this.sleep(this.pollMs * 5);
      else this.wakeAll();
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
