import type { ServerResponse } from 'node:http';
import type { Role } from '@njira/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { announcerOf } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import { type ActivityFacts, activityFacts, EVENTS_CHANNEL } from '../../db/queries/events.ts';
import {
  type NotificationRow,
  notificationsAfter,
  notificationsOfActivities,
} from '../../db/queries/notifications.ts';
import { toNotificationDto } from '../notifications/notification-dto.ts';
import { frame, OPENING, PING, RESYNC } from './sse.ts';

export interface EventHubOptions {
  /** A `: ping` comment on every stream this often (25 s: under the usual 30–60 s proxy idle limits). */
  heartbeatMs: number;
  /** The one shared timer's period: expired tokens close, heartbeats and the listener check are due. */
  tickMs: number;
  /** At most this many missed notifications are replayed after a `Last-Event-ID`; more → `resync`. */
  replayLimit: number;
  /** A stream whose client reads slower than this many unsent bytes is closed (it reconnects). */
  maxBufferedBytes: number;
}

const DEFAULTS: EventHubOptions = {
  heartbeatMs: 25_000,
  tickMs: 5_000,
  replayLimit: 100,
  maxBufferedBytes: 256 * 1024,
};

/** Reconnecting the LISTEN connection: 250 ms, doubling, at most 30 s, with jitter. */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 30_000;
/** The listener answers a `select 1` within this, or is taken for dead and replaced. */
const LISTENER_CHECK_MS = 10_000;
/** Activities read per round trip when events arrive faster than they are delivered. */
const BATCH = 200;

/**
 * One open `GET /api/events`. Kept small (2,000 idle streams within 100 MB, with Node's own socket
 * and HTTP objects): the response, who it is for, and until when.
 */
interface Stream {
  readonly res: ServerResponse;
  readonly userId: string;
  readonly role: Role;
  /** The access token's expiry, ms since the epoch: the stream closes then. */
  readonly expiresAt: number;
  /** Frames that arrived while the replay was being read; null once the stream is live. */
  held: { text: string; id: number | undefined }[] | null;
  /** Ids the replay sent, so the same notification arriving live is not sent twice; briefly kept. */
  replayed: Set<number> | null;
  closed: boolean;
}

export interface StreamOwner {
  userId: string;
  role: Role;
  expiresAt: number;
}

/**
 * The per-instance hub of the live events (ADR 019). One dedicated PostgreSQL connection (not from
 * the pool) LISTENs on `njira_events`; every committed activity row is announced there by id
 * (`db/announce.ts`, after its transaction's commit), and this
 * instance reads, for its own subscribers only, what each may see, then writes it to their
 * streams. Works the same with any number of instances on one database.
 */
export class EventHub {
  private readonly options: EventHubOptions;
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly transporters = new Set<Stream>();
  private readonly admins = new Set<Stream>();
  private streamCount = 0;
  /** The subscribers' ids as a PostgreSQL array literal, rebuilt only when the set of users changes. */
  private usersLiteral: string | null = null;

  private listener: pg.Client | null = null;
  private stopped = false;
  private retryMs = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastHeartbeat = Date.now();
  private checking = false;

  private queue: string[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<EventHubOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    announcerOf(db).onError = (err) => {
      this.log.warn({ err }, 'events: could not announce committed activities; open streams miss them');
    };
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.streamCount;
  }

  /** The LISTEN connection's server process id (tests end it to prove the reconnect), or null. */
  get listenerPid(): number | null {
    return (this.listener as unknown as { processID?: number } | null)?.processID ?? null;
  }

  /** Connects the listener (a failure is retried in the background) and starts the shared timer. */
  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
    try {
      await this.connect();
    } catch (err) {
      this.log.warn({ err }, 'events: could not LISTEN; retrying');
      this.scheduleReconnect();
    }
  }

  /** Ends every open stream (the server is shutting down: clients reconnect to another instance). */
  closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const s of [...streams]) this.close(s);
  }

  /** Stops listening and ends every stream; the hub can be started again. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.closeAll();
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => {});
    await this.draining;
  }

  /**
   * Starts a stream on a response whose headers are written: the opening lines, then (after a
   * `Last-Event-ID`) what the user missed, then live events.
   */
  open(res: ServerResponse, owner: StreamOwner, lastEventId: number | null): void {
    const stream: Stream = {
      res,
      userId: owner.userId,
      role: owner.role,
      expiresAt: owner.expiresAt,
      held: lastEventId === null ? null : [],
      replayed: null,
      closed: false,
    };
    res.on('close', () => this.remove(stream));
    // The client may have gone while the request was checked: nothing to hold open then.
    if (res.destroyed || !res.socket || res.socket.destroyed) return;
    res.write(OPENING);
    this.add(stream);
    if (lastEventId !== null) void this.replay(stream, lastEventId);
  }

  /** Closes every stream of this user on this instance (sign-out, suspension). */
  closeUser(userId: string): void {
    const streams = this.byUser.get(userId);
    if (streams) for (const s of [...streams]) this.close(s);
  }

  // ---- streams ------------------------------------------------------------------------------

  private add(s: Stream): void {
    let streams = this.byUser.get(s.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(s.userId, streams);
      if (s.role !== 'admin') this.usersLiteral = null;
    }
    streams.add(s);
    if (s.role === 'transporter') this.transporters.add(s);
    if (s.role === 'admin') this.admins.add(s);
    this.streamCount++;
  }

  private remove(s: Stream): void {
    const streams = this.byUser.get(s.userId);
    if (!streams?.delete(s)) return;
    s.closed = true;
    this.streamCount--;
    this.transporters.delete(s);
    this.admins.delete(s);
    if (streams.size === 0) {
      this.byUser.delete(s.userId);
      if (s.role !== 'admin') this.usersLiteral = null;
    }
  }

  private close(s: Stream): void {
    this.remove(s);
    if (!s.res.writableEnded) s.res.end();
  }

  private send(s: Stream, text: string, id?: number): void {
    if (s.closed) return;
    if (s.held) {
      s.held.push({ text, id });
      return;
    }
    if (id !== undefined && s.replayed?.has(id)) return;
    this.write(s, text);
  }

  private write(s: Stream, text: string): void {
    // A client that stopped reading: drop it rather than buffer without bound; it reconnects with
    // its Last-Event-ID and misses nothing.
    if (s.res.writableLength > this.options.maxBufferedBytes) {
      this.log.warn({ userId: s.userId }, 'events: closing a stream whose client does not read');
      this.close(s);
      return;
    }
    s.res.write(text);
  }

  private broadcast(text: string): void {
    for (const streams of this.byUser.values()) for (const s of streams) this.send(s, text);
  }

  private async replay(s: Stream, afterId: number): Promise<void> {
    const limit = this.options.replayLimit;
    let rows: NotificationRow[] | null = null;
    try {
      rows = await notificationsAfter(this.db, s.userId, afterId, limit + 1);
    } catch (err) {
      this.log.warn({ err }, 'events: could not read the notifications to replay');
    }
    const held = s.held ?? [];
    s.held = null;
    if (s.closed) return;
    if (rows === null || rows.length > limit) {
      this.write(s, RESYNC);
    } else if (rows.length > 0) {
      s.replayed = new Set(rows.map((r) => r.id));
      for (const row of rows) this.write(s, frame('notification', toNotificationDto(row), row.id));
    }
    for (const { text, id } of held) this.send(s, text, id);
  }

  /** The shared timer: tokens that expired close, and every `heartbeatMs` a ping and a listener check. */
  private tick(): void {
    const now = Date.now();
    const heartbeat = now - this.lastHeartbeat >= this.options.heartbeatMs - this.options.tickMs / 2;
    if (heartbeat) this.lastHeartbeat = now;
    for (const streams of [...this.byUser.values()]) {
      for (const s of [...streams]) {
        if (s.expiresAt <= now) this.close(s);
        else if (heartbeat) {
          s.replayed = null;
          if (!s.held) this.write(s, PING);
        }
      }
    }
    if (heartbeat) void this.checkListener();
  }

  // ---- the LISTEN connection ----------------------------------------------------------------

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.db.$client.options,
      application_name: 'njira-events',
      keepAlive: true,
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      if (this.listener === client) this.onNotification(msg.payload);
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
    this.listener = client;
    this.retryMs = 0;
    // Whatever was published while no connection listened is lost to this instance: its clients
    // refetch (nothing to do at the first start, when no stream is open yet).
    this.broadcast(RESYNC);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.listener !== client) return;
    this.listener = null;
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
  private async checkListener(): Promise<void> {
    const client = this.listener;
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

  // ---- events -------------------------------------------------------------------------------

  private onNotification(payload: string | undefined): void {
    let message: unknown;
    try {
      message = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { a, signout } = message as { a?: unknown; signout?: unknown };
    if (typeof signout === 'string') this.closeUser(signout);
    if (typeof a !== 'string' || this.streamCount === 0) return;
    this.queue.push(a);
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  /**
   * Delivers queued events in the order they arrived. While one batch is being read, the next
   * gathers, so a burst costs a round trip per batch rather than per event.
   */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      if (this.streamCount === 0) continue;
      try {
        await this.deliver(batch);
      } catch (err) {
        this.log.warn({ err }, 'events: could not read the events to deliver');
        this.broadcast(RESYNC);
      }
    }
  }

  private subscribers(): string | null {
    if (this.usersLiteral === null) {
      const ids: string[] = [];
      for (const [userId, streams] of this.byUser) {
        const first = streams.values().next().value;
        if (first && first.role !== 'admin') ids.push(userId);
      }
      this.usersLiteral = `{${ids.join(',')}}`;
    }
    return this.usersLiteral === '{}' ? null : this.usersLiteral;
  }

  private async deliver(ids: string[]): Promise<void> {
    const users = this.subscribers();
    const [facts, rows] = await Promise.all([
      activityFacts(this.db, ids),
      users ? notificationsOfActivities(this.db, ids, users) : Promise.resolve([]),
    ]);
    const byActivity = new Map<string, NotificationRow[]>();
    for (const row of rows) {
      const list = byActivity.get(row.activityId);
      if (list) list.push(row);
      else byActivity.set(row.activityId, [row]);
    }
    for (const fact of facts) this.route(fact, byActivity.get(fact.id) ?? []);
  }

  /** Who on this instance is told what about one action (contract: "GET /api/events"). */
  private route(fact: ActivityFacts, notifications: NotificationRow[]): void {
    const notified = new Set<string>();
    for (const row of notifications) {
      notified.add(row.userId);
      const streams = this.byUser.get(row.userId);
      if (!streams) continue;
      const text = frame('notification', toNotificationDto(row), row.id);
      for (const s of streams) this.send(s, text, row.id);
    }
    if (fact.quoteId || fact.shipmentId) {
      // The parties told nothing by a notification refetch what they see (the actor's other tabs too).
      const parties = new Set([
        fact.actorId,
        fact.quoteOwnerId,
        fact.shipmentOwnerId,
        fact.shipmentTransporterId,
      ]);
      let change: string | undefined;
      for (const party of parties) {
        if (!party || notified.has(party)) continue;
        const streams = this.byUser.get(party);
        if (!streams) continue;
        change ??= frame('change', { quoteId: fact.quoteId, shipmentId: fact.shipmentId });
        for (const s of streams) this.send(s, change);
      }
    }
    if (fact.type === 'QUOTE_CREATED' && fact.quoteId && this.transporters.size > 0) {
      const text = frame('load', { quoteId: fact.quoteId });
      for (const s of this.transporters) this.send(s, text);
    }
    if (this.admins.size > 0) {
      const text = frame('activity', { id: fact.id, type: fact.type });
      for (const s of this.admins) this.send(s, text);
    }
    if (fact.type === 'USER_SUSPENDED' && fact.subjectId) this.closeUser(fact.subjectId);
  }
}
