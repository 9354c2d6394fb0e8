import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { EVENTS_CHANNEL } from '../../db/queries/events.ts';

/** Reconnecting the LISTEN connection: 250 ms, doubling, at most 30 s, with jitter. */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 30_000;
/** The listener answers a `select 1` within this, or is taken for dead and replaced. */
const LISTENER_CHECK_MS = 10_000;

export interface ListenerHandlers {
  /** A message on `njira_events`, as published (`db/announce.ts`). */
  onPayload(payload: string | undefined): void;
  /**
   * Listening (again): whatever was published while no connection listened is lost. Awaited before
   * the listener counts as started.
   */
  onListening(): Promise<void>;
}

/**
 * The one dedicated PostgreSQL connection (not from the pool) that LISTENs on `njira_events`,
 * reconnected with backoff whenever it is lost or stops answering.
 */
export class EventListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: ListenerHandlers,
  ) {}

  /** Connects; a failure is retried in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    try {
      await this.connect();
    } catch (err) {
      this.log.warn({ err }, 'events: could not LISTEN; retrying');
      this.scheduleReconnect();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.db.$client.options,
      application_name: 'njira-events',
      keepAlive: true,
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      if (this.client === client) this.handlers.onPayload(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = 0;
    try {
      await this.handlers.onListening();
    } catch (err) {
      // What it had to catch up on could not be read: listen afresh (and read it then).
      this.lost(client, err instanceof Error ? err : undefined);
    }
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err }, 'events: the LISTEN connection was lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.retryMs = Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, this.retryMs * 2));
    const delay = this.retryMs / 2 + Math.random() * (this.retryMs / 2);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch((err: unknown) => {
        this.log.warn({ err }, 'events: could not LISTEN; retrying');
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  /** A connection can die without a word (a dropped network path): ask it something now and then. */
  async check(): Promise<void> {
    const client = this.client;
    if (!client || this.checking) return;
    this.checking = true;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('select 1'),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('the listener did not answer')), LISTENER_CHECK_MS);
          timeout.unref();
        }),
      ]);
    } catch (err) {
      this.lost(client, err instanceof Error ? err : undefined);
    } finally {
      clearTimeout(timeout);
      this.checking = false;
    }
  }
}
