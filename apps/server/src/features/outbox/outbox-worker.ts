import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEFAULT_RETRY, type RetryPolicy, retryDelayMs } from './backoff.ts';
import { deliver, shortText } from './deliver.ts';
import { claimDueMessages, markFailed, markSent } from './outbox.queries.ts';
import { PollingLanes, type RoundOutcome } from './polling-lanes.ts';
import { renderMessage } from './render.ts';
import type { MailSender, SmsSender } from './senders.ts';

export interface OutboxWorkerOptions {
  db: Db;
  mail: MailSender;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where the links in messages point (`publicOrigin()`). */
  origin: string;
  /** Claiming transactions at once in this instance, each holding one pooled connection. */
  concurrency?: number;
  /** Messages one transaction claims, sends (one by one) and records: one commit for them all. */
  batchSize?: number;
  /** How often an idle worker looks for due messages. */
  pollMs?: number;
  /** A send that has not finished by then counts as failed (and is retried). */
  sendTimeoutMs?: number;
  retry?: RetryPolicy;
  random?: () => number;
}

/** What became of one message: sent, to be retried later, or given up. */
export type Outcome = 'sent' | 'retry' | 'failed';

/**
 * Sends the outbox. Each send runs inside the transaction that claimed its row with
 * `FOR UPDATE SKIP LOCKED`: the lock is held across the send and the row's result is committed
 * with it, so any number of workers on one database never send a row twice — unless a worker dies
 * after the provider accepted and before its commit, the window the idempotency key (the outbox id)
 * closes at the provider (ADR 019b). One transaction claims up to `batchSize` due rows, sends them
 * one after another and records them: four round trips and one commit for the batch instead of for
 * each message.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly sendTimeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly random: () => number;
  private readonly lanes: PollingLanes;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.batchSize = opts.batchSize ?? 10;
    this.sendTimeoutMs = opts.sendTimeoutMs ?? 15_000;
    this.retry = opts.retry ?? DEFAULT_RETRY;
    this.random = opts.random ?? Math.random;
    this.lanes = new PollingLanes(opts.concurrency ?? 2, opts.pollMs ?? 1_000, () => this.round());
  }

  start(): void {
    this.lanes.start();
  }

  /** Claims nothing more, lets the sends in flight finish (each bounded by the send timeout). */
  async stop(): Promise<void> {
    await this.lanes.stop();
    await Promise.all([this.opts.mail.close(), this.opts.sms.close()]);
  }

  /**
   * Claims up to `batchSize` due messages, sends them, and records each one's result, all in one
   * transaction; logs them once committed. What became of each; none when nothing was due.
   */
  async processDue(): Promise<Outcome[]> {
    const done = await this.opts.db.transaction(async (tx) => {
      const rows = await claimDueMessages(tx, this.batchSize);
      // One after another, as before batching: a lane has one send in flight, so a slow provider
      // sees no more connections than lanes and no send's time limit runs while it waits its turn.
      // Stopping ends the batch after the send in flight: the rest stay due, for the next start.
      const sent: string[] = [];
      const entries = [];
      for (const row of rows) {
        if (this.lanes.stopping) break;
        const render = () => renderMessage(row, this.opts.origin);
        const error = await deliver(this.opts, row.id, render, this.sendTimeoutMs);
        const attempts = row.attempts + 1;
        const entry = { id: row.id, channel: row.channel, attempts };
        if (error === null) {
          sent.push(row.id);
          entries.push({ outcome: 'sent' as const, entry });
          continue;
        }
        const giveUp = error.permanent || attempts >= this.retry.maxAttempts;
        const retryInMs = giveUp ? 0 : retryDelayMs(attempts, this.retry, this.random);
        await markFailed(tx, row.id, { error: error.message, retryInMs, giveUp });
        entries.push({
          outcome: giveUp ? ('failed' as const) : ('retry' as const),
          entry: { ...entry, error: error.message, retryInMs },
        });
      }
      await markSent(tx, sent);
      return entries;
    });
    for (const { outcome, entry } of done) {
      if (outcome === 'sent') this.opts.log.info({ outbox: entry }, 'outbox message sent');
      else
        this.opts.log.warn(
          { outbox: entry },
          outcome === 'failed' ? 'outbox message failed for good' : 'outbox message failed; will retry',
        );
    }
    return done.map((d) => d.outcome);
  }

  /** One lane's round: a batch sent, none due, or the database out of reach. */
  private async round(): Promise<RoundOutcome> {
    try {
      return (await this.processDue()).length > 0 ? 'busy' : 'idle';
    } catch (err) {
      // The database failed (the rows' transaction rolled back; they are sent again, same keys).
      this.opts.log.warn({ err: shortText(err) }, 'outbox worker could not reach the database');
      return 'error';
    }
  }
}
