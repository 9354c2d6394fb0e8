import type { EventSourceMessage } from 'eventsource-parser';

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
