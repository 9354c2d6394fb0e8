import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DEFAULT_RETRY, type RetryPolicy, retryDelayMs } from './backoff.ts';
import { claimDueMessages, markFailed, markSent } from './outbox.queries.ts';
import { type RenderedMessage, renderMessage } from './render.ts';
import { DeliveryError, type MailSender, type SmsSender } from './senders.ts';

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
 * each message (ADR 010, seventh round).
 */
export class OutboxWorker {
  private readonly concurrency: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly sendTimeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly random: () => number;
  private lanes: Promise<void>[] = [];
  private stopping = false;
  private sleepers = new Set<() => void>();

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.concurrency = opts.concurrency ?? 2;
    this.batchSize = opts.batchSize ?? 10;
    this.pollMs = opts.pollMs ?? 1_000;
    this.sendTimeoutMs = opts.sendTimeoutMs ?? 15_000;
    this.retry = opts.retry ?? DEFAULT_RETRY;
    this.random = opts.random ?? Math.random;
  }

  start(): void {
    if (this.lanes.length > 0 || this.stopping) return;
    for (let i = 0; i < this.concurrency; i++) this.lanes.push(this.lane());
  }

  /** Claims nothing more, lets the sends in flight finish (each bounded by the send timeout). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeAll();
    await Promise.all(this.lanes);
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
        if (this.stopping) break;
        const error = await this.deliver(row.id, () => renderMessage(row, this.opts.origin));
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

  /** null when the provider accepted the message; otherwise why not, short and without secrets. */
  private async deliver(id: string, render: () => RenderedMessage): Promise<DeliveryError | null> {
    let message: RenderedMessage;
    try {
      message = render();
    } catch (err) {
      // The row is unusable (no address, no text): sending it again cannot help.
      return new DeliveryError(`could not render: ${shortText(err)}`, true);
    }
    const signal = AbortSignal.timeout(this.sendTimeoutMs);
    let deadline: NodeJS.Timeout | undefined;
    try {
      const sending =
        message.channel === 'email'
          ? this.opts.mail.send({ id, to: message.to, subject: message.subject, text: message.text }, signal)
          : this.opts.sms.send({ id, to: message.to, message: message.message }, signal);
      // An adapter that ignored its signal must not hold the row's lock for ever.
      const late = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new DeliveryError('send timed out')), this.sendTimeoutMs + 1_000);
      });
      await Promise.race([sending, late]);
      return null;
    } catch (err) {
      return err instanceof DeliveryError ? err : new DeliveryError(`could not send: ${shortText(err)}`);
    } finally {
      clearTimeout(deadline);
    }
  }

  private async lane(): Promise<void> {
    while (!this.stopping) {
      let outcome: 'idle' | 'busy' | 'error' = 'idle';
      try {
        outcome = (await this.processDue()).length > 0 ? 'busy' : 'idle';
      } catch (err) {
        // The database failed (the rows' transaction rolled back; they are sent again, same keys).
        this.opts.log.warn({ err: shortText(err) }, 'outbox worker could not reach the database');
        outcome = 'error';
      }
      if (outcome === 'idle') await this.sleep(this.pollMs);
      else if (outcome === 'error') await this.sleep(this.pollMs * 5);
      // More may be due: idle lanes join in.
      else this.wakeAll();
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
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

/** An error's first line, at most 200 characters, with credentials in URLs blanked. */
function shortText(err: unknown): string {
  // A failed query's own message is its SQL; the cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return (text.split('\n')[0] ?? '').replace(/\/\/[^\s/@]+@/g, '//…@').slice(0, 200);
}
