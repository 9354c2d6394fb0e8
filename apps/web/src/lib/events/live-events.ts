import { API_BASE, refreshSession } from '../api-client.ts';
import { getAccessToken, getSession, subscribeSession } from '../session.ts';
import { EventStream } from './event-stream.ts';
import type { StreamState } from './event-stream-options.ts';
import { type LiveEvent, parseLiveEvent } from './live-event.ts';

export const EVENTS_URL = `${API_BASE}/events`;
/** A layout that unmounts and mounts again (a role's shell swapped for another) keeps the stream. */
export const RELEASE_GRACE_MS = 1000;

export type LiveListener = (event: LiveEvent) => void;

export interface LiveEventsOptions {
  /** The `Last-Event-ID` to open the first connection with (see EventStreamOptions). */
  initialLastEventId?: () => Promise<string | null>;
}

interface Live {
  userId: string;
  stream: EventStream;
  listeners: Set<LiveListener>;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
  detach: () => void;
}

let live: Live | null = null;

function start(userId: string, options: LiveEventsOptions): Live {
  const listeners = new Set<LiveListener>();
  const dispatch = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const stream = new EventStream({
    url: EVENTS_URL,
    getToken: getAccessToken,
    refresh: refreshSession,
    onMessage: (message) => {
      const event = parseLiveEvent(message);
      if (event) dispatch(event);
    },
    onOpen: ({ reconnected }) => dispatch({ type: 'open', reconnected }),
    ...(options.initialLastEventId ? { initialLastEventId: options.initialLastEventId } : {}),
  });

  let token = getAccessToken();
  const unsubscribe = subscribeSession(() => {
    const session = getSession();
    // Signed out, or someone else signed in, in this tab: this stream is not theirs.
    if (!session || session.user.id !== userId) {
      stopLiveEvents();
      return;
    }
    // A new token (another call refreshed the session): a stream refused for the old one may go on.
    if (session.accessToken !== token) {
      token = session.accessToken;
      stream.reconnectNow();
    }
  });
  // Back online, or back to a tab whose timers the browser slowed down: do not wait out the back-off.
  const onOnline = () => stream.reconnectNow();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') stream.reconnectNow();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);

  stream.start();
  return {
    userId,
    stream,
    listeners,
    releaseTimer: undefined,
    detach: () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/**
 * Listens to the signed-in user's events stream: one per tab, opened by the first listener and
 * closed a moment after the last one leaves, on sign-out, or when another user signs in. Returns
 * the function that stops listening.
 */
export function subscribeLiveEvents(
  userId: string,
  listener: LiveListener,
  options: LiveEventsOptions = {},
): () => void {
  if (live && live.userId !== userId) stopLiveEvents();
  live ??= start(userId, options);
  const mine = live;
  clearTimeout(mine.releaseTimer);
  mine.releaseTimer = undefined;
  mine.listeners.add(listener);
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0 || live !== mine) return;
    clearTimeout(mine.releaseTimer);
    mine.releaseTimer = setTimeout(() => {
      if (live === mine && mine.listeners.size === 0) stopLiveEvents();
    }, RELEASE_GRACE_MS);
  };
}

/** Closes the stream now (sign-out; tests between cases). */
export function stopLiveEvents(): void {
  const current = live;
  if (!current) return;
  live = null;
  clearTimeout(current.releaseTimer);
  current.detach();
  current.stream.stop();
  current.listeners.clear();
}

/** The stream's state, for tests and diagnostics ('stopped' when there is none). */
export function liveEventsState(): StreamState {
  return live?.stream.status ?? 'stopped';
}
