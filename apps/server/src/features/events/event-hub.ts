import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { announcerOf } from '../../db/announce.ts';
import type { Db } from '../../db/client.ts';
import type { RevokedSessions } from '../auth/revoked-sessions.ts';
import { DeliveryQueue } from './delivery-queue.ts';
import { EventListener } from './listener.ts';
import { deliverMessage, isMessagePayload } from './message-fan-out.ts';
import { deliverPosition, isPositionPayload } from './position-fan-out.ts';
import { replay } from './replay.ts';
import { OPENING, RESYNC } from './sse.ts';
import { newStream, type StreamOwner } from './stream.ts';
import { StreamRegistry } from './stream-registry.ts';

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

/**
 * The per-instance hub of the live events (ADR 019). Every committed activity row is announced by id
 * on `njira_events` (`db/announce.ts`, after its transaction's commit); this instance's listener
 * hears it, and the hub reads, for its own subscribers only, what each may see (`fan-out.ts`), then
 * writes it to their streams. Works the same with any number of instances on one database.
 */
export class EventHub {
  private readonly options: EventHubOptions;
  private readonly streams: StreamRegistry;
  private readonly listener: EventListener;
  private timer: NodeJS.Timeout | undefined;
  private lastHeartbeat = Date.now();
  private readonly deliveries: DeliveryQueue;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly revokedSessions: RevokedSessions,
    options: Partial<EventHubOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.streams = new StreamRegistry(log, this.options.maxBufferedBytes);
    this.deliveries = new DeliveryQueue(db, log, this.streams);
    this.listener = new EventListener(db, log, {
      onPayload: (payload) => this.onNotification(payload),
      // What was published while nothing listened is lost here: clients refetch (none at first start),
      // and the sessions revoked meanwhile are read from the database.
      onListening: async () => {
        this.streams.broadcast(RESYNC);
        await this.revokedSessions.load(db);
      },
    });
    announcerOf(db).onError = (err) => {
      this.log.warn({ err }, 'events: could not announce committed activities; open streams miss them');
    };
  }

  /** Open streams on this instance. */
  get size(): number {
    return this.streams.size;
  }

  /** Connects the listener (a failure is retried in the background) and starts the shared timer. */
  async start(): Promise<void> {
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
    await this.listener.start();
  }

  /** Ends every open stream (the server is shutting down: clients reconnect to another instance). */
  closeAll(): void {
    this.streams.closeAll();
  }

  /** Stops listening and ends every stream; the hub can be started again. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.streams.closeAll();
    await this.listener.stop();
    await this.deliveries.idle();
  }

  /**
   * Starts a stream on a response whose headers are written: the opening lines, then (after a
   * `Last-Event-ID`) what the user missed, then live events.
   */
  open(res: ServerResponse, owner: StreamOwner, lastEventId: number | null): void {
    const stream = newStream(res, owner, lastEventId !== null);
    res.on('close', () => this.streams.remove(stream));
    // The client may have gone while the request was checked: nothing to hold open then.
    if (res.destroyed || !res.socket || res.socket.destroyed) return;
    res.write(OPENING);
    this.streams.add(stream);
    if (lastEventId !== null) {
      void replay(this.db, this.log, this.streams, stream, lastEventId, this.options.replayLimit);
    }
  }

  /** Whether this user has a stream open on this instance (the message digest skips them, ADR 025). */
  isOnline(userId: string): boolean {
    return this.streams.of(userId) !== undefined;
  }

  /** Closes every stream of this user on this instance (sign-out, suspension). */
  closeUser(userId: string): void {
    this.streams.closeUser(userId);
  }

  /** The shared timer: tokens that expired close, and every `heartbeatMs` a ping and a listener check. */
  private tick(): void {
    const now = Date.now();
    const heartbeat = now - this.lastHeartbeat >= this.options.heartbeatMs - this.options.tickMs / 2;
    if (heartbeat) this.lastHeartbeat = now;
    this.streams.sweep(now, heartbeat);
    if (heartbeat) void this.listener.check();
  }

  private onNotification(payload: string | undefined): void {
    let message: unknown;
    try {
      message = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { a, signout, sessions, m, p } = message as {
      a?: unknown;
      signout?: unknown;
      sessions?: unknown;
      m?: unknown;
      p?: unknown;
    };
    if (Array.isArray(sessions)) this.revokedSessions.add(sessions.filter((s) => typeof s === 'string'));
    if (typeof signout === 'string') this.closeUser(signout);
    if (isMessagePayload(m) && this.streams.size > 0) {
      deliverMessage(this.db, this.streams, m).catch((err: unknown) => {
        this.log.warn({ err }, 'events: could not read a message event to deliver');
      });
    }
    if (isPositionPayload(p) && this.streams.size > 0) {
      deliverPosition(this.db, this.streams, p).catch((err: unknown) => {
        this.log.warn({ err }, 'events: could not read a position event to deliver');
      });
    }
    if (typeof a !== 'string' || this.streams.size === 0) return;
    this.deliveries.push(a);
  }
}
