import type { Notification } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession } from '../../lib/session.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeBid, makeParty, makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeNotification, notificationsPage } from '../../testing/notification-factories.ts';
import { makeQuoteStats } from '../../testing/owner-factories.ts';
import { toast } from '../ui/toast.ts';
import { badgeText, bellLabel } from './notifications-button.tsx';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
const MY_QUOTES = '/dashboard/cargo-owner/quotes';
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  await Promise.all([
    import('./dashboard-layout.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../features/quotes/my-quotes-page.tsx'),
    import('../../features/quotes/owner-quote-details-page.tsx'),
    import('../ui/toaster.tsx'),
  ]);
});

// The owner on My Quotes: the page's own calls, and the quote a notification opens.
beforeEach(() => {
  setSession('t', owner);
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
  network.on('GET /api/quotes', json(200, []));
  network.on('GET /api/quotes/stats', json(200, makeQuoteStats()));
  network.on('GET /api/quotes/:id', (call) => json(200, makeQuote({ id: call.params.id ?? '' })));
  network.on('POST /api/notifications/read', (call) =>
    json(200, { unreadCount: (call.body as { all?: true }).all ? 0 : 1 }),
  );
});
afterEach(() => toast.dismiss());

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const readCalls = () =>
  network.calls.filter((c) => c.method === 'POST' && c.url === '/api/notifications/read');

async function openPanel() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the bell', () => {
  it('names its unread count, and lists the latest with relative times, the unread marked', async () => {
    const bid = makeNotification({ kind: 'bid_placed' });
    const earlier = makeNotification({
      kind: 'bid_placed',
      params: { cargo: 'Maize in 50 kg bags', from: 'Chipata', to: 'Lusaka', amount: 11_000 },
      createdAt: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
      readAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    });
    // Three unread in all: the server counts beyond the list.
    network.on('GET /api/notifications', json(200, notificationsPage([bid, earlier], 3)));
    renderApp(MY_QUOTES);

    const button = await bell('Notifications, 3 unread');
    expect(button.textContent).toBe('3');
    const panel = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Notifications (3 unread)' })).toBeTruthy();
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      `Unread: ${bid.message} Just now`,
      `${earlier.message} 3h ago`,
    ]);
    expect(bid.message).toBe(
      'New bid on Copper cathodes on pallets (Kitwe → Lusaka): K 14,000 from Mwale Haulage',
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/dashboard/cargo-owner/quote/${bid.quoteId}`,
      `/dashboard/cargo-owner/quote/${earlier.quoteId}`,
    ]);
    expect(within(panel).getAllByText('Just now')[0]?.closest('time')?.getAttribute('dateTime')).toBe(
      bid.createdAt,
    );
  });

  it('opens a notification’s quote and marks it read', async () => {
    const bid = makeNotification({ kind: 'bid_placed', quoteId: '0c9a7e1d-2b3c-4d5e-8f9a-0b1c2d3e4f50' });
    network.on('GET /api/notifications', json(200, notificationsPage([bid], 2)));
    const router = renderApp(MY_QUOTES);
    const panel = await openPanel();

    fireEvent.click(
      within(panel).getByRole('link', { name: (name) => name.startsWith(`Unread: ${bid.message}`) }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/cargo-owner/quote/${bid.quoteId}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(readCalls().map((c) => c.body)).toEqual([{ ids: [bid.id] }]);
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('a notification that arrives while one is being marked read still counts, whatever the answer’s count says', async () => {
    const first = makeNotification({
      kind: 'bid_placed',
      createdAt: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    let listed = notificationsPage([first], 1);
    network.on('GET /api/notifications', () => json(200, listed));
    // The server counted before the second notification was written; its answer comes after it.
    let answer: (response: Response) => void = () => {};
    network.on('POST /api/notifications/read', () => new Promise<Response>((resolve) => (answer = resolve)));
    const events = fakeEventStreams(network);
    renderApp(MY_QUOTES);
    const stream = await events.next();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('link', { name: (name) => name.startsWith('Unread: ') }));
    expect(await bell('Notifications')).toBeTruthy();
    await waitFor(() => expect(readCalls()).toHaveLength(1));

    const second = makeNotification({ kind: 'bid_placed', createdAt: new Date().toISOString() });
    listed = notificationsPage([second, { ...first, readAt: new Date().toISOString() }], 1);
    stream.send('notification', second, second.id);
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    answer(json(200, { unreadCount: 0 }));

    await waitFor(() =>
      expect(network.calls.filter((c) => c.url.startsWith('/api/notifications?')).length).toBeGreaterThan(1),
    );
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('marks all as read', async () => {
    network.on(
      'GET /api/notifications',
      json(200, notificationsPage([makeNotification(), makeNotification({ kind: 'quote_cancelled' })])),
    );
    renderApp(MY_QUOTES);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).toBeTruthy();
    expect(readCalls().map((c) => c.body)).toEqual([{ all: true }]);
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(within(panel).queryByText(/^Unread:/)).toBeNull();
    expect((await bell()).textContent).toBe('');
  });

  it('says there is nothing new when there are no notifications, and Escape gives focus back', async () => {
    renderApp(MY_QUOTES);
    const panel = await openPanel();
    expect(within(panel).getByText('No new notifications')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    const button = await bell('Notifications');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    network.on('GET /api/notifications', json(403, { message: 'Forbidden' }));
    renderApp(MY_QUOTES);
    const panel = await openPanel();
    const retry = await within(panel).findByRole('button', { name: 'Try again' });
    expect(within(panel).getByText('Could not load your notifications.')).toBeTruthy();

    network.on('GET /api/notifications', json(200, notificationsPage([makeNotification()])));
    fireEvent.click(retry);
    expect(await within(panel).findByRole('link', { name: /^Unread: New bid on/ })).toBeTruthy();
  });

  it('shows 99+ past two digits', () => {
    expect([0, 1, 99, 100, 2500].map(badgeText)).toEqual(['0', '1', '99', '99+', '99+']);
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(120)).toBe('Notifications, 99+ unread');
  });
});

describe('live', () => {
  it('resumes the stream after the newest listed notification', async () => {
    const listed = makeNotification();
    network.on('GET /api/notifications', json(200, notificationsPage([listed])));
    const events = fakeEventStreams(network);
    renderApp(MY_QUOTES);
    expect((await events.next()).headers['Last-Event-ID']).toBe(String(listed.id));
  });

  it('with none listed, opens without an id and asks for the list again once the stream is open', async () => {
    let written = notificationsPage([]);
    network.on('GET /api/notifications', () => json(200, written));
    const events = fakeEventStreams(network);
    renderApp(MY_QUOTES);
    await bell('Notifications');
    // One written after the list was read, before the stream opened.
    written = notificationsPage([makeNotification()]);
    expect((await events.next()).headers['Last-Event-ID']).toBeUndefined();
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('a new bid on the open quote: the bids refresh, the bell counts it once, one toast says it', async () => {
    const quote = makeQuote({ bids: [] });
    const bid = makeBid({
      amount: 14_000,
      transporter: makeParty({ fullName: 'Chanda Mwale', companyName: 'Mwale Haulage' }),
    });
    let current = quote;
    network.on('GET /api/quotes/:id', () => json(200, current));
    const events = fakeEventStreams(network);
    renderApp(`/dashboard/cargo-owner/quote/${quote.id}`);
    const stream = await events.next();
    await bell('Notifications');

    current = { ...quote, bids: [bid], bidCount: 1, lowestBid: 14_000 };
    const n = makeNotification({
      kind: 'bid_placed',
      quoteId: quote.id,
      createdAt: new Date().toISOString(),
    });
    stream.send('notification', n, n.id);

    expect(
      await screen.findByRole('listitem', { name: /^Bid 1, Best Bid: K 14,000 from Chanda Mwale/ }),
    ).toBeTruthy();
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText(n.message)).toBeTruthy();

    // A replay of the same one (after a reconnection) neither counts twice nor toasts twice.
    stream.send('notification', n, n.id);
    await waitFor(() => expect(within(toasts).getAllByText(n.message)).toHaveLength(1));
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('the toast’s View opens the notification’s quote and marks it read', async () => {
    network.on('POST /api/notifications/read', json(200, { unreadCount: 0 }));
    const events = fakeEventStreams(network);
    const router = renderApp(MY_QUOTES);
    const stream = await events.next();
    await bell('Notifications');
    const n = makeNotification({ kind: 'bid_placed', createdAt: new Date().toISOString() });
    stream.send('notification', n, n.id);

    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    const shown = (await within(toasts).findByText(n.message)).closest('li') as HTMLElement;
    fireEvent.click(within(shown).getByRole('button', { name: 'View' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/cargo-owner/quote/${n.quoteId}`),
    );
    expect(readCalls().map((c) => c.body)).toEqual([{ ids: [n.id] }]);
    expect(await bell('Notifications')).toBeTruthy();
  });

  it('a notification replayed after a long time offline goes to the bell without a toast', async () => {
    const written: Notification[] = [];
    network.on('GET /api/notifications', () => json(200, notificationsPage(written)));
    const events = fakeEventStreams(network);
    renderApp(MY_QUOTES);
    const stream = await events.next();
    await bell('Notifications');
    const old = makeNotification({ createdAt: new Date(Date.now() - 2 * HOUR_MS).toISOString() });
    written.push(old);
    stream.send('notification', old, old.id);
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    const panel = await openPanel();
    expect(await within(panel).findByRole('link', { name: /^Unread: New bid on/ })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /^Notifications/ })).queryByText(old.message),
    ).toBeNull();
  });

  it('a reconnection refreshes what is on screen and the bell', async () => {
    const events = fakeEventStreams(network);
    renderApp(MY_QUOTES);
    const first = await events.next();
    await screen.findByRole('heading', { name: 'My Quotes', level: 1 });
    const asked = (url: string) => network.calls.filter((c) => c.url.split('?')[0] === url).length;
    const before = { quotes: asked('/api/quotes'), bell: asked('/api/notifications') };

    first.end();
    const second = await events.next();
    await waitFor(() => expect(asked('/api/quotes')).toBeGreaterThan(before.quotes));
    await waitFor(() => expect(asked('/api/notifications')).toBeGreaterThan(before.bell));
    expect(second.headers['Last-Event-ID']).toBeUndefined();
  });
});
