import type { NotificationsPage } from '@njira/domain';
import { vi } from 'vitest';
import type { FakeCall, FakeNetwork } from './fake-network.ts';

const encoder = new TextEncoder();

/** One open `GET /api/events` as the server would write it; the test writes its events. */
export interface FakeStream {
  /** The request's headers (Authorization, Last-Event-ID). */
  headers: Record<string, string>;
  response: Response;
  /** An event: `event: name`, optional `id:`, and the data as one JSON line. */
  send(event: string, data: unknown, id?: number | string): void;
  /** Raw text, for split chunks and comments (': ping'). */
  write(text: string): void;
  /** The server ends the stream (a token expired, a restart). */
  end(): void;
  /** The connection breaks. */
  fail(): void;
  /** True once the client cancelled its reading. */
  readonly cancelled: boolean;
}

export function openFakeStream(headers: Record<string, string> = {}): FakeStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(encoder.encode('retry: 5000\n: connected\n\n'));
    },
    cancel() {
      cancelled = true;
      closed = true;
    },
  });
  const write = (text: string) => {
    if (!closed) controller.enqueue(encoder.encode(text));
  };
  return {
    headers,
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' },
    }),
    send(event, data, id) {
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    write,
    end() {
      if (closed) return;
      closed = true;
      controller.close();
    },
    fail() {
      if (closed) return;
      closed = true;
      controller.error(new TypeError('network error'));
    },
    get cancelled() {
      return cancelled;
    },
  };
}

/** What the dashboard shell meets when a test says nothing: an open, silent stream. */
export function silentEventStream(): Response {
  return openFakeStream().response;
}

export const emptyNotifications = (): NotificationsPage => ({ items: [], unreadCount: 0 });

/**
 * Answers `GET /api/events` with a stream the test drives, a new one per connection:
 *
 *   const events = fakeEventStreams(network);
 *   renderApp('/dashboard/cargo-owner/quote/…');
 *   const stream = await events.next();        // the page opened it
 *   stream.send('notification', makeNotification(…), 7);
 */
export function fakeEventStreams(network: FakeNetwork) {
  const streams: FakeStream[] = [];
  let taken = 0;
  network.on('GET /api/events', (call: FakeCall) => {
    const stream = openFakeStream(call.headers);
    streams.push(stream);
    return stream.response;
  });
  return {
    streams: streams as readonly FakeStream[],
    /** The next connection not yet taken by a test (waits for the client to open it). */
    async next(): Promise<FakeStream> {
      await vi.waitFor(
        () => {
          if (streams.length <= taken) throw new Error(`no events connection #${taken + 1} yet`);
        },
        { timeout: 5000 },
      );
      const stream = streams[taken] as FakeStream;
      taken += 1;
      return stream;
    },
  };
}
