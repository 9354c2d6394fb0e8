import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { reconnectDelay } from './reconnect-delay.ts';

export type { EventSourceMessage };

/**
 * - connecting: asking for the stream (or for the Last-Event-ID to start from)
 * - open: reading it
 * - waiting: between a drop and the next try (the back-off)
 * - signed-out: the server refused the token and a refresh gave none; waits for a new token
 * - stopped: for good
 */
export type StreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'signed-out' | 'stopped';

export interface EventStreamOptions {
  /** Where the stream is, e.g. '/api/events'. */
  url: string;
  /** The current access token, or null when signed out (read before every connection). */
  getToken: () => string | null;
  /**
   * Trades the refresh cookie for a new access token; null when there is none to be had. A rejection
   * (no answer) counts as a dropped connection: tried again after the back-off.
   */
  refresh: () => Promise<string | null>;
  /** Every event of the stream (comments and the heartbeat are not events). */
  onMessage: (message: EventSourceMessage) => void;
  /** The server accepted the stream; `reconnected` is false only for the first in this stream's life. */
  onOpen?: (info: { reconnected: boolean }) => void;
  onStateChange?: (state: StreamState) => void;
  /** Asked once before the first connection: the `Last-Event-ID` to start from (null: none). */
  initialLastEventId?: () => Promise<string | null>;
  /** For tests: the jitter's source. */
  random?: () => number;
  /**
   * A stream silent this long is taken for dead (a laptop that slept, a proxy that dropped it
   * without a word) and reopened. The server writes a heartbeat every 25 s.
   */
  idleTimeoutMs?: number;
}

export const IDLE_TIMEOUT_MS = 60_000;

const isEventStream = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');

function discard(response: Response): void {
  void response.body?.cancel().catch(() => {});
}

/**
 * An error in a listener must not end the stream, nor pass unseen: it is logged as an error, which
 * fails the test that caused it in both tiers (unit and browser).
 */
function report(error: unknown): void {
  console.error('An events stream listener failed:', error);
}

/**
 * A server-sent events client over `fetch`, so that the access token travels in the
 * `Authorization` header (an EventSource can only put it in the URL, where logs keep it).
 * Reconnects after a drop with back-off and jitter (1 s doubling to 30 s; back to 1 s once a
 * stream opens), resumes with `Last-Event-ID`, and applies the API's 401 rule: refresh once and
 * retry; without a new token it waits (`signed-out`) until `reconnectNow()` is called.
 */
export class EventStream {
  private state: StreamState = 'idle';
  private lastId: string | null = null;
  private attempt = 0;
  private opened = false;
  private controller: AbortController | null = null;
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  private wake: (() => void) | null = null;
  private readonly options: EventStreamOptions;

  constructor(options: EventStreamOptions) {
    this.options = options;
  }

  get status(): StreamState {
    return this.state;
  }

  /** The id of the last event that carried one: sent as `Last-Event-ID` on the next connection. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  start(): void {
    if (this.state !== 'idle') return;
    void this.run();
  }

  stop(): void {
    if (this.state === 'stopped') return;
    this.setState('stopped');
    this.controller?.abort();
    void this.reader?.cancel().catch(() => {});
    this.wake?.();
  }

  /**
   * Skips the rest of the back-off (the browser is back online, the tab is visible again, the
   * session has a new token). Does nothing while connecting or open.
   */
  reconnectNow(): void {
    if (this.state !== 'waiting' && this.state !== 'signed-out') return;
    this.attempt = 0;
    this.wake?.();
  }

  private isStopped(): boolean {
    return this.state === 'stopped';
  }

  private setState(state: StreamState): void {
    if (this.state === state || this.state === 'stopped') return;
    this.state = state;
    this.options.onStateChange?.(state);
  }

  private async run(): Promise<void> {
    this.setState('connecting');
    if (this.options.initialLastEventId) {
      this.lastId = await this.options.initialLastEventId().catch(() => null);
    }
    while (!this.isStopped()) {
      this.setState('connecting');
      const outcome = await this.connect();
      if (this.isStopped()) return;
      if (outcome === 'signed-out') {
        this.setState('signed-out');
        await this.sleep(null);
      } else {
        this.setState('waiting');
        await this.sleep(reconnectDelay(this.attempt, this.options.random));
        this.attempt += 1;
      }
    }
  }

  private async connect(): Promise<'ended' | 'signed-out'> {
    const token = this.options.getToken();
    if (!token) return 'signed-out';
    let response = await this.request(token);
    if (response?.status === 401) {
      discard(response);
      const fresh = await this.options.refresh().catch(() => undefined);
      if (this.isStopped() || fresh === undefined) return 'ended';
      if (!fresh) return 'signed-out';
      response = await this.request(fresh);
      // A token just issued and still refused: the account is no longer let in.
      if (response?.status === 401) {
        discard(response);
        return 'signed-out';
      }
    }
    if (!response) return 'ended';
    if (!response.ok || !response.body || !isEventStream(response) || this.isStopped()) {
      discard(response);
      return 'ended';
    }
    this.attempt = 0;
    const reconnected = this.opened;
    this.opened = true;
    this.setState('open');
    this.options.onOpen?.({ reconnected });
    await this.read(response.body);
    return 'ended';
  }

  private async request(token: string): Promise<Response | null> {
    const controller = new AbortController();
    this.controller = controller;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (this.lastId !== null) headers['Last-Event-ID'] = this.lastId;
    try {
      return await fetch(this.options.url, {
        method: 'GET',
        headers,
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return null;
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    this.reader = reader;
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) this.lastId = message.id;
        if (this.isStopped()) return;
        try {
          this.options.onMessage(message);
        } catch (error) {
          report(error);
        }
      },
    });
    const idleMs = this.options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        this.controller?.abort();
        void reader.cancel().catch(() => {});
      }, idleMs);
    };
    arm();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || this.isStopped()) break;
        arm();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped (network, abort, idle): the caller reconnects.
    } finally {
      clearTimeout(idle);
      if (this.reader === reader) this.reader = null;
    }
  }

  /** Waits `ms` (null: until woken), or less when reconnectNow() or stop() wakes it. */
  private sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      this.wake = done;
      if (this.isStopped()) done();
    });
  }
}
