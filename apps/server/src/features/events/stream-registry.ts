import type { FastifyBaseLogger } from 'fastify';
import { PING } from './sse.ts';
import type { Stream } from './stream.ts';

/**
 * Open streams one user may hold on one instance: a phone and a laptop with a few tabs each. One
 * more closes the oldest (issue 25: one user held 300 of 300 opened), which, if still wanted,
 * reconnects and closes the next oldest in turn.
 */
export const MAX_STREAMS_PER_USER = 10;

/** This instance's open streams, by user and by the roles that get events of their own. */
export class StreamRegistry {
  private readonly byUser = new Map<string, Set<Stream>>();
  readonly transporters = new Set<Stream>();
  readonly admins = new Set<Stream>();
  private count = 0;
  /** The subscribers' ids as a PostgreSQL array literal, rebuilt only when the set of users changes. */
  private usersLiteral: string | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** A stream whose client reads slower than this many unsent bytes is closed (it reconnects). */
    private readonly maxBufferedBytes: number,
  ) {}

  get size(): number {
    return this.count;
  }

  /** The streams of one user on this instance, if any. */
  of(userId: string): ReadonlySet<Stream> | undefined {
    return this.byUser.get(userId);
  }

  /** Sends a frame to every stream of one user on this instance (none open: nothing). */
  sendToUser(userId: string, text: string, id?: number): void {
    for (const s of this.byUser.get(userId) ?? []) this.send(s, text, id);
  }

  add(s: Stream): void {
    let streams = this.byUser.get(s.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(s.userId, streams);
      if (s.role !== 'admin') this.usersLiteral = null;
    }
    streams.add(s);
    if (s.role === 'transporter') this.transporters.add(s);
    if (s.role === 'admin') this.admins.add(s);
    this.count++;
    // A Set keeps insertion order: the first is the oldest.
    if (streams.size > MAX_STREAMS_PER_USER) {
      const oldest = streams.values().next().value;
      if (oldest) this.close(oldest);
    }
  }

  remove(s: Stream): void {
    const streams = this.byUser.get(s.userId);
    if (!streams?.delete(s)) return;
    s.closed = true;
    this.count--;
    this.transporters.delete(s);
    this.admins.delete(s);
    if (streams.size === 0) {
      this.byUser.delete(s.userId);
      if (s.role !== 'admin') this.usersLiteral = null;
    }
  }

  close(s: Stream): void {
    this.remove(s);
    if (!s.res.writableEnded) s.res.end();
  }

  /** Closes every stream of this user on this instance (sign-out, suspension). */
  closeUser(userId: string): void {
    const streams = this.byUser.get(userId);
    if (streams) for (const s of [...streams]) this.close(s);
  }

  closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const s of [...streams]) this.close(s);
  }

  /** Sends a frame, or holds it while the stream's replay is read; a replayed id is not sent twice. */
  send(s: Stream, text: string, id?: number): void {
    if (s.closed) return;
    if (s.held) {
      s.held.push({ text, id });
      return;
    }
    if (id !== undefined && s.replayed?.has(id)) return;
    this.write(s, text);
  }

  write(s: Stream, text: string): void {
    // A client that stopped reading: drop it rather than buffer without bound; it reconnects with
    // its Last-Event-ID and misses nothing.
    if (s.res.writableLength > this.maxBufferedBytes) {
      this.log.warn({ userId: s.userId }, 'events: closing a stream whose client does not read');
      this.close(s);
      return;
    }
    s.res.write(text);
  }

  broadcast(text: string): void {
    for (const streams of this.byUser.values()) for (const s of streams) this.send(s, text);
  }

  /** Closes the streams whose token expired by `now`; on a heartbeat, pings the others. */
  sweep(now: number, heartbeat: boolean): void {
    for (const streams of [...this.byUser.values()]) {
      for (const s of [...streams]) {
        if (s.expiresAt <= now) this.close(s);
        else if (heartbeat) {
          s.replayed = null;
          if (!s.held) this.write(s, PING);
        }
      }
    }
  }

  /** The non-admin subscribers' ids as a PostgreSQL array literal, or null when there are none. */
  subscribers(): string | null {
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
}
