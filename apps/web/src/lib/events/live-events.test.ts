import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork } from '../../testing/fake-network.ts';
import { makeNotification } from '../../testing/notification-factories.ts';
import { clearSession, setSession } from '../session.ts';
import type { LiveEvent } from './live-event.ts';
import { parseLiveEvent } from './live-event.ts';
import { liveEventsState, RELEASE_GRACE_MS, subscribeLiveEvents } from './live-events.ts';
import { createLiveInvalidator, keysForEvent } from './live-invalidation.ts';

const network = installFakeNetwork();
const user = makeUser();
const QUOTE = '3f1e0a52-6c1d-4b8e-9a77-0c2d4e6f8a10';
const SHIPMENT = '5b7d1c2e-8f3a-4c6b-9d0e-000000000042';

afterEach(() => {
  vi.useRealTimers();
});

const eventCalls = () => network.calls.filter((c) => c.url === '/api/events');

describe('one events stream per tab', () => {
  it('is opened by the first listener, shared by the next, and closed a moment after the last leaves', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const leaveFirst = subscribeLiveEvents(user.id, (e) => first.push(e));
    const leaveSecond = subscribeLiveEvents(user.id, (e) => second.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls()).toHaveLength(1);

    events.streams[0]?.send('load', { quoteId: QUOTE });
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual([
      { type: 'open', reconnected: false },
      { type: 'load', quoteId: QUOTE },
    ]);
    expect(second).toEqual(first);

    // A layout swapped for another (a remount) keeps the stream.
    leaveFirst();
    leaveSecond();
    const leaveThird = subscribeLiveEvents(user.id, () => {});
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS * 2);
    expect(liveEventsState()).toBe('open');
    expect(eventCalls()).toHaveLength(1);

    leaveThird();
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS);
    expect(liveEventsState()).toBe('stopped');
    expect(events.streams[0]?.cancelled).toBe(true);
  });

  it('closes on sign-out, and on a new token reopens a stream the old one could not keep', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    subscribeLiveEvents(user.id, () => {});
    await vi.advanceTimersByTimeAsync(0);
    events.streams[0]?.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(liveEventsState()).toBe('waiting');

    // Another call refreshed the session: no need to wait out the back-off.
    setSession('token-2', user);
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls().map((c) => c.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);

    clearSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(liveEventsState()).toBe('stopped');
    expect(events.streams[1]?.cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(eventCalls()).toHaveLength(2);
  });

  it('reconnects at once when the browser is back online or the tab visible again', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    network.on('GET /api/events', () => {
      throw new TypeError('Failed to fetch');
    });
    subscribeLiveEvents(user.id, () => {});
    // Five failures: the next try is 16–32 s away.
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000);
    const before = eventCalls().length;

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls()).toHaveLength(before + 1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls()).toHaveLength(before + 1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls()).toHaveLength(before + 2);
    visibility.mockRestore();
  });

  it('closes one user’s stream when another signs in to the tab', async () => {
    vi.useFakeTimers();
    setSession('token-1', user);
    const events = fakeEventStreams(network);
    subscribeLiveEvents(user.id, () => {});
    await vi.advanceTimersByTimeAsync(0);
    const other = makeUser({ id: '0b6f2a3c-1d4e-4f5a-8b9c-0d1e2f3a4b5c' });
    setSession('token-other', other);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.streams[0]?.cancelled).toBe(true);
    expect(liveEventsState()).toBe('stopped');
  });
});

describe('reading the stream’s events', () => {
  it('reads each event name with its payload and drops what does not fit', () => {
    const n = makeNotification({ id: 9, quoteId: QUOTE });
    expect(parseLiveEvent({ event: 'notification', id: '9', data: JSON.stringify(n) })).toEqual({
      type: 'notification',
      notification: n,
    });
    expect(
      parseLiveEvent({ event: 'change', data: JSON.stringify({ quoteId: QUOTE, shipmentId: null }) }),
    ).toEqual({ type: 'change', quoteId: QUOTE, shipmentId: null });
    expect(parseLiveEvent({ event: 'load', data: JSON.stringify({ quoteId: QUOTE }) })).toEqual({
      type: 'load',
      quoteId: QUOTE,
    });
    expect(parseLiveEvent({ event: 'activity', data: '{"id":"a1","type":"BID_PLACED"}' })).toEqual({
      type: 'activity',
      id: 'a1',
      activityType: 'BID_PLACED',
    });
    expect(parseLiveEvent({ event: 'resync', data: '{}' })).toEqual({ type: 'resync' });

    expect(
      parseLiveEvent({ event: 'notification', data: JSON.stringify({ ...n, kind: 'gossip' }) }),
    ).toBeNull();
    expect(parseLiveEvent({ event: 'notification', data: JSON.stringify({ ...n, id: '9' }) })).toBeNull();
    expect(parseLiveEvent({ event: 'change', data: '{"quoteId":"q"}' })).toBeNull();
    expect(parseLiveEvent({ event: 'load', data: 'not json' })).toBeNull();
    expect(parseLiveEvent({ event: 'something-new', data: '{}' })).toBeNull();
    expect(parseLiveEvent({ data: '{}' })).toBeNull();
  });
});

describe('what each event refreshes', () => {
  const keysOf = (event: LiveEvent) => {
    const keys = keysForEvent(event);
    return keys === 'all' ? 'all' : keys.map((k) => k.join('/')).sort();
  };

  it('maps events to query keys by what they touch', () => {
    expect(keysOf({ type: 'open', reconnected: false })).toEqual([]);
    expect(keysOf({ type: 'open', reconnected: true })).toBe('all');
    expect(keysOf({ type: 'resync' })).toBe('all');
    expect(keysOf({ type: 'change', quoteId: QUOTE, shipmentId: null })).toEqual(['dashboard', 'quotes']);
    expect(keysOf({ type: 'change', quoteId: QUOTE, shipmentId: SHIPMENT })).toEqual([
      'dashboard',
      'dashboard',
      'earnings',
      'payments',
      'quotes',
      'shipments',
    ]);
    expect(keysOf({ type: 'load', quoteId: QUOTE })).toEqual([
      'dashboard',
      'quotes/active',
      'quotes/active-counts',
    ]);
    expect(keysOf({ type: 'activity', id: 'a', activityType: 'BID_PLACED' })).toEqual(['admin/activities']);
    // A dispute answered (or opened, resolved…) refreshes the admin's Disputes list too.
    expect(keysOf({ type: 'activity', id: 'a', activityType: 'DISPUTE_ANSWERED' })).toEqual([
      'admin/activities',
      'admin/disputes',
    ]);
    const bid = makeNotification({ kind: 'bid_placed', quoteId: QUOTE, shipmentId: null });
    expect(keysOf({ type: 'notification', notification: bid })).toEqual(['dashboard', 'quotes']);
    // A withdrawn bid refreshes the owner's bid list and counts just as a new one does.
    const withdrawn = makeNotification({ kind: 'bid_withdrawn', quoteId: QUOTE, shipmentId: null });
    expect(keysOf({ type: 'notification', notification: withdrawn })).toEqual(['dashboard', 'quotes']);
    const rated = makeNotification({ kind: 'shipment_rated', quoteId: QUOTE, shipmentId: SHIPMENT });
    expect(keysOf({ type: 'notification', notification: rated })).toContain('account');
  });

  it('refreshes a burst of events once, and “all” spares only the session’s profile', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const keys = [
      ['quotes', 'detail', QUOTE],
      ['quotes', 'active', {}],
      ['shipments', user.id, 'detail', SHIPMENT],
      ['admin', 'activities', 'list'],
      ['auth', 'profile', user.id],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    const spy = vi.spyOn(client, 'invalidateQueries');
    const invalidator = createLiveInvalidator(client);
    const stale = () =>
      keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.slice(0, 2).join('/'));

    invalidator.add(keysForEvent({ type: 'load', quoteId: QUOTE }));
    invalidator.add(keysForEvent({ type: 'activity', id: 'a', activityType: 'QUOTE_CREATED' }));
    expect(stale()).toEqual([]);
    await vi.advanceTimersByTimeAsync(30);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(stale()).toEqual(['quotes/active', 'admin/activities']);

    invalidator.add('all');
    await vi.advanceTimersByTimeAsync(30);
    expect(stale()).toEqual(['quotes/detail', 'quotes/active', `shipments/${user.id}`, 'admin/activities']);
    invalidator.dispose();
    client.clear();
  });
});
