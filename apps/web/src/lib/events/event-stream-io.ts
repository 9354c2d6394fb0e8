import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { EventStreamOptions } from './event-stream-options.ts';

// The stream's wire: asking for it over fetch, and reading its events until it ends or falls silent.

/** True when the answer is an event stream (and not, say, an HTML error page from a proxy). */
const isEventStream = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');

function discard(response: Response): void {
  void response.body?.cancel().catch(() => {});
}

/** GET the stream with the token in the header and where to resume from; null when there is no answer. */
export async function requestStream(
  url: string,
  token: string,
  lastId: string | null,
  signal: AbortSignal,
): Promise<Response | null> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `Bearer ${token}`,
  };
  if (lastId !== null) headers['Last-Event-ID'] = lastId;
  try {
    return await fetch(url, { method: 'GET', headers, cache: 'no-store', signal });
  } catch {
    return null;
  }
}

/**
 * The API's 401 rule for the stream: a refused token is refreshed once and the request tried again;
 * without a new token (or refused again) the caller is 'signed-out'. Anything but an open event
 * stream (no answer, an error, an HTML page from a proxy, a stop meanwhile) has 'ended'.
 */
export async function openStream(
  { getToken, refresh }: Pick<EventStreamOptions, 'getToken' | 'refresh'>,
  request: (token: string) => Promise<Response | null>,
  isStopped: () => boolean,
): Promise<ReadableStream<Uint8Array> | 'ended' | 'signed-out'> {
  const token = getToken();
  if (!token) return 'signed-out';
  let response = await request(token);
  if (response?.status === 401) {
    discard(response);
    const fresh = await refresh().catch(() => undefined);
    if (isStopped() || fresh === undefined) return 'ended';
    if (!fresh) return 'signed-out';
    response = await request(fresh);
    // A token just issued and still refused: the account is no longer let in.
    if (response?.status === 401) {
      discard(response);
      return 'signed-out';
    }
  }
  if (!response) return 'ended';
  if (!response.ok || !response.body || !isEventStream(response) || isStopped()) {
    discard(response);
    return 'ended';
  }
  return response.body;
}

/**
 * An error in a listener must not end the stream, nor pass unseen: it is logged as an error, which
 * fails the test that caused it in both tiers (unit and browser).
 */
function report(error: unknown): void {
  console.error('An events stream listener failed:', error);
}

interface ReadOptions {
  /** Each event, in order; an error it throws is reported and the reading goes on. */
  onEvent: (message: EventSourceMessage) => void;
  /** Checked after every chunk: a stopped stream reads no further. */
  isStopped: () => boolean;
  /** How long the stream may stay silent before it is taken for dead and cancelled. */
  idleMs: number;
  /** Told when the silence ran out, before the reader is cancelled. */
  onIdle: () => void;
}

/** Reads `reader` to its end (or a drop, or the idle limit), handing each parsed event on. */
export async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  { onEvent, isStopped, idleMs, onIdle }: ReadOptions,
): Promise<void> {
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: (message) => {
      try {
        onEvent(message);
      } catch (error) {
        report(error);
      }
    },
  });
  let idle: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      onIdle();
      void reader.cancel().catch(() => {});
    }, idleMs);
  };
  arm();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || isStopped()) break;
      arm();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Dropped (network, abort, idle): the caller reconnects.
  } finally {
    clearTimeout(idle);
  }
}
