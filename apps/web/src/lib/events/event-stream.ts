import { openStream, readEvents, requestStream } from './event-stream-io.ts';
import { type EventStreamOptions, IDLE_TIMEOUT_MS, type StreamState } from './event-stream-options.ts';
import { Backoff, reconnectDelay } from './reconnect-delay.ts';

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
  private readonly backoff = new Backoff();
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
    this.backoff.cut();
  }

  /**
   * Skips the rest of the back-off (the browser is back online, the tab is visible again, the
   * session has a new token). Does nothing while connecting or open.
   */
  reconnectNow(): void {
    if (this.state !== 'waiting' && this.state !== 'signed-out') return;
    this.attempt = 0;
    this.backoff.cut();
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
        await this.backoff.wait(null, () => this.isStopped());
      } else {
        this.setState('waiting');
        await this.backoff.wait(reconnectDelay(this.attempt, this.options.random), () => this.isStopped());
        this.attempt += 1;
      }
    }
  }

  private async connect(): Promise<'ended' | 'signed-out'> {
    const body = await openStream(
      this.options,
      (token) => this.request(token),
      () => this.isStopped(),
    );
    if (typeof body === 'string') return body;
    this.attempt = 0;
    const reconnected = this.opened;
    this.opened = true;
    this.setState('open');
    this.options.onOpen?.({ reconnected });
    await this.read(body);
    return 'ended';
  }

  private request(token: string): Promise<Response | null> {
    const controller = new AbortController();
    this.controller = controller;
    return requestStream(this.options.url, token, this.lastId, controller.signal);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    this.reader = reader;
    try {
      await readEvents(reader, {
        onEvent: (message) => {
          if (message.id) this.lastId = message.id;
          if (!this.isStopped()) this.options.onMessage(message);
        },
        isStopped: () => this.isStopped(),
        idleMs: this.options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
        onIdle: () => this.controller?.abort(),
      });
    } finally {
      if (this.reader === reader) this.reader = null;
    }
  }
}
