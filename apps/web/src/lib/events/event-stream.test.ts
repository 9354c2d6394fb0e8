import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../testing/console-guard.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { refreshSession } from '../api-client.ts';
import { getAccessToken, setSession } from '../session.ts';
import { EventStream } from './event-stream.ts';
import type { EventSourceMessage, EventStreamOptions } from './event-stream-options.ts';
import { reconnectDelay } from './reconnect-delay.ts';

const network = installFakeNetwork();
const user = makeUser();

let stream: EventStream | null = null;
afterEach(() => {
  stream?.stop();
  stream = null;
  vi.useRealTimers();
});

/** An EventStream on the real session and refresh, recording what it hears. */
function open(options: Partial<EventStreamOptions> = {}) {
  const messages: EventSourceMessage[] = [];
  const opens: boolean[] = [];
  stream = new EventStream({
    url: '/api/events',
    getToken: getAccessToken,
    refresh: refreshSession,
    onMessage: (m) => messages.push(m),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    random: () => 0,
    ...options,
  });
  stream.start();
  return { stream, messages, opens };
}

const eventCalls = () => network.calls.filter((c) => c.url === '/api/events');
/** Lets the fake fetch and the reader's promises run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('reconnectDelay', () => {
  it('starts at 1 s, doubles, stops at 30 s, and jitters within the upper half', () => {
    expect([0, 1, 2, 3, 4].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(reconnectDelay(5, () => 1)).toBe(30_000);
    expect(reconnectDelay(40, () => 1)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
    for (let i = 0; i < 50; i += 1) {
      const d = reconnectDelay(3);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
  });
});

describe('the events stream reader', () => {
  it('asks with the token in the Authorization header, never in the URL, and reads events split anyhow', async () => {
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    const { messages, opens } = open();
    const server = await events.next();

    const [call] = eventCalls();
    expect(call?.url).toBe('/api/events');
    expect(call?.headers.Authorization).toBe('Bearer token-1');
    expect(call?.headers.Accept).toBe('text/event-stream');
    expect(call?.headers['Last-Event-ID']).toBeUndefined();
    await vi.waitFor(() => expect(opens).toEqual([false]));

    // One event across three chunks, a heartbeat, then two events in one chunk (CRLF in one).
    server.write('id: 7\nevent: notifi');
    server.write('cation\ndata: {"id":7,');
    server.write('"message":"New bid"}\n\n: ping\n\n');
    server.write(
      'event: change\r\ndata: {"quoteId":"q1","shipmentId":null}\r\n\r\nevent: resync\ndata: {}\n\n',
    );

    await vi.waitFor(() => expect(messages).toHaveLength(3));
    expect(messages).toEqual([
      { event: 'notification', id: '7', data: '{"id":7,"message":"New bid"}' },
      { event: 'change', id: undefined, data: '{"quoteId":"q1","shipmentId":null}' },
      { event: 'resync', id: undefined, data: '{}' },
    ]);
    expect(stream?.lastEventId).toBe('7');
  });

  it('reconnects after a drop with back-off and jitter (1 s doubling), resuming from the last event id', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    const { opens } = open({ random: () => 1 });
    await flush();
    expect(events.streams).toHaveLength(1);
    events.streams[0]?.send('notification', { id: 41 }, 41);
    await flush();

    // The server ends the stream: 1 s (the jitter's top) before trying again.
    events.streams[0]?.end();
    await flush();
    expect(stream?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(eventCalls()).toHaveLength(1);

    // That try and the next fail (no network): 2 s, then 4 s.
    network.once('GET /api/events', () => {
      throw new TypeError('Failed to fetch');
    });
    network.once('GET /api/events', () => {
      throw new TypeError('Failed to fetch');
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(eventCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(eventCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(eventCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(eventCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(eventCalls()).toHaveLength(4);

    // Open again: resumed after event 41, told it is a reconnection, and the back-off starts over.
    expect(eventCalls()[3]?.headers['Last-Event-ID']).toBe('41');
    expect(opens).toEqual([false, true]);
    events.streams[1]?.fail();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(eventCalls()).toHaveLength(5);
  });

  it('never waits more than 30 s between tries', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    network.on('GET /api/events', jsonResponse(503, { message: 'Service Unavailable' }));
    open({ random: () => 1 });
    await flush();
    // 1 + 2 + 4 + 8 + 16 + 30 s.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(eventCalls()).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(eventCalls()).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(eventCalls()).toHaveLength(8);
  });

  it('takes an answer that is not an event stream (a proxy’s error page) for a drop', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    network.once('GET /api/events', new Response('<html>Bad gateway</html>', { status: 200 }));
    const events = fakeEventStreams(network);
    const { opens } = open();
    await flush();
    expect(opens).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(events.streams).toHaveLength(1);
    expect(opens).toEqual([false]);
  });

  it('on a 401 refreshes the session once and retries with the new token', async () => {
    setSession('expired', user);
    network.once('GET /api/events', jsonResponse(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', jsonResponse(200, { access_token: 'fresh', user }));
    const events = fakeEventStreams(network);
    const { opens } = open();
    await events.next();
    await vi.waitFor(() => expect(opens).toEqual([false]));

    expect(network.calls.map((c) => `${c.method} ${c.url} ${c.headers.Authorization ?? ''}`)).toEqual([
      'GET /api/events Bearer expired',
      'POST /api/auth/refresh ',
      'GET /api/events Bearer fresh',
    ]);
    expect(stream?.status).toBe('open');
  });

  it('waits, asking nothing more, when the refresh gives no token; goes on when woken with one', async () => {
    vi.useFakeTimers();
    setSession('revoked', user);
    network.once('GET /api/events', jsonResponse(401, { message: 'Unauthorized' }));
    network.once('POST /api/auth/refresh', jsonResponse(401, { message: 'No session' }));
    const events = fakeEventStreams(network);
    open();
    await flush();
    expect(stream?.status).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(network.calls).toHaveLength(2);

    setSession('new-login', user);
    stream?.reconnectNow();
    await flush();
    expect(events.streams).toHaveLength(1);
    expect(eventCalls().at(-1)?.headers.Authorization).toBe('Bearer new-login');
  });

  it('treats a refresh that got no answer as a dropped connection: tries again after the back-off', async () => {
    vi.useFakeTimers();
    setSession('expired', user);
    network.once('GET /api/events', jsonResponse(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', () => {
      throw new TypeError('Failed to fetch');
    });
    network.once('GET /api/events', jsonResponse(401, { message: 'Token expired' }));
    network.once('POST /api/auth/refresh', jsonResponse(200, { access_token: 'fresh', user }));
    const events = fakeEventStreams(network);
    open();
    await flush();
    expect(stream?.status).toBe('waiting');
    expect(getAccessToken()).toBe('expired');

    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0));
    expect(events.streams).toHaveLength(1);
    expect(eventCalls().at(-1)?.headers.Authorization).toBe('Bearer fresh');
    expect(stream?.status).toBe('open');
  });

  it('does not ask at all without a session', async () => {
    vi.useFakeTimers();
    open();
    await flush();
    expect(stream?.status).toBe('signed-out');
    expect(network.calls).toEqual([]);
  });

  it('starts from the Last-Event-ID it is given, and a refused second token ends in signed-out', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    network.once('GET /api/events', jsonResponse(401, { message: 'Unauthorized' }));
    network.once('POST /api/auth/refresh', jsonResponse(200, { access_token: 'fresh', user }));
    network.once('GET /api/events', jsonResponse(401, { message: 'Account suspended' }));
    open({ initialLastEventId: async () => '12' });
    await flush();
    expect(eventCalls().map((c) => c.headers['Last-Event-ID'])).toEqual(['12', '12']);
    expect(stream?.status).toBe('signed-out');
  });

  it('takes a stream silent for 60 s for dead and opens another; a heartbeat keeps it', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    open();
    await flush();
    await vi.advanceTimersByTimeAsync(50_000);
    events.streams[0]?.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(events.streams).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(events.streams[0]?.cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(events.streams).toHaveLength(2);
  });

  it('skips the rest of the back-off when woken (online, visible), and stop() ends the reading', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    network.once('GET /api/events', () => {
      throw new TypeError('Failed to fetch');
    });
    const events = fakeEventStreams(network);
    open({ random: () => 1 });
    await flush();
    expect(stream?.status).toBe('waiting');
    stream?.reconnectNow();
    await flush();
    expect(events.streams).toHaveLength(1);

    stream?.stop();
    await flush();
    expect(events.streams[0]?.cancelled).toBe(true);
    expect(stream?.status).toBe('stopped');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(eventCalls()).toHaveLength(2);
  });

  it('logs a listener’s error and keeps reading', async () => {
    allowConsoleError(/An events stream listener failed: Error: listener bug/);
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    const seen: string[] = [];
    open({
      onMessage: (m) => {
        seen.push(m.event ?? '');
        if (m.event === 'bad') throw new Error('listener bug');
      },
    });
    const server = await events.next();
    server.send('bad', {});
    server.send('good', {});
    await vi.waitFor(() => expect(seen).toEqual(['bad', 'good']));
    expect(stream?.status).toBe('open');
  });
});
