import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deliver } from './fan-out.ts';
import { RESYNC } from './sse.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** Activities read per round trip when events arrive faster than they are delivered. */
const BATCH = 200;

/**
 * The announced activities waiting to be delivered, in the order they arrived. While one batch is
 * being read, the next gathers, so a burst costs a round trip per batch rather than per event.
 */
export class DeliveryQueue {
  private queue: string[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly streams: StreamRegistry,
  ) {}

  push(activityId: string): void {
    this.queue.push(activityId);
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  /** Settles once the batch being delivered (if any) and those queued behind it are done. */
  async idle(): Promise<void> {
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      if (this.streams.size === 0) continue;
      try {
        await deliver(this.db, this.streams, batch);
      } catch (err) {
        this.log.warn({ err }, 'events: could not read the events to deliver');
        this.streams.broadcast(RESYNC);
      }
    }
  }
}
