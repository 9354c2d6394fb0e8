import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeActivity, makeActivityCounts } from '../../testing/admin-activity-factories.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/logs';

beforeAll(async () => {
  await Promise.all([
    import('./activity-logs-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
  network.on(
    'GET /api/admin/activities/counts',
    jsonResponse(
      200,
      makeActivityCounts(
        { QUOTE_CREATED: 11, BID_PLACED: 22, SHIPMENT_CREATED: 7, SHIPMENT_DELIVERED: 5 },
        60,
      ),
    ),
  );
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

const listCalls = () => network.calls.filter((c) => c.url.startsWith('/api/admin/activities?'));

describe('Activity Logs', () => {
  it('shows the counters and each entry with its icon, type, user, time and amount', async () => {
    const bid = makeActivity({
      type: 'BID_PLACED',
      description: 'Bid placed on Kitwe to Lusaka',
      user: 'Mwale Haulage',
      metadata: { amount: 18_500 },
    });
    const posted = makeActivity({
      type: 'QUOTE_CREATED',
      description: 'New load posted: Ndola to Durban',
      timestamp: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    network.on('GET /api/admin/activities', listResponse([bid, posted], 2));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Activity Logs', level: 1 })).toBeTruthy();
    expect(screen.getByText('Monitor all platform activities in real-time')).toBeTruthy();
    const counters = screen.getByRole('region', { name: 'Activity counts' });
    await within(counters).findByText('60');
    for (const [title, n] of [
      ['Total Activities', '60'],
      ['Quotes Posted', '11'],
      ['Bids Placed', '22'],
      ['Shipments Created', '7'],
      ['Deliveries', '5'],
    ] as const)
      expect(within(counters).getByText(title).closest('div')?.parentElement?.textContent).toContain(n);

    expect(await screen.findByRole('heading', { name: 'Activity Timeline (2)' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Activities' })).getAllByRole('listitem');
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Bid placed on Kitwe to Lusaka')).toBeTruthy();
    expect(within(first).getByText('Bid Placed')).toBeTruthy();
    expect(within(first).getByText('By: Mwale Haulage')).toBeTruthy();
    expect(within(first).getByText('Just now')).toBeTruthy();
    expect(within(first).getByText('Amount: K 18,500')).toBeTruthy();
    expect(first.querySelector('svg')).toBeTruthy();
    const second = items[1] as HTMLElement;
    expect(within(second).getByText('Quote Posted')).toBeTruthy();
    expect(within(second).getByText('3h ago')).toBeTruthy();
    expect(within(second).queryByText(/Amount:/)).toBeNull();
  });

  it('shows every amount of the timeline with two decimals when one has ngwee', async () => {
    const bid = makeActivity({ type: 'BID_PLACED', metadata: { amount: 18_500 } });
    const shipment = makeActivity({ type: 'SHIPMENT_CREATED', metadata: { amount: 12_500.5 } });
    network.on('GET /api/admin/activities', listResponse([bid, shipment], 2));
    renderApp(PATH);

    const list = await screen.findByRole('list', { name: 'Activities' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Amount: K 18,500.00')).toBeTruthy();
    expect(within(second).getByText('Amount: K 12,500.50')).toBeTruthy();
  });

  it('searches and filters by type on the server, and says so when nothing matches', async () => {
    network.on('GET /api/admin/activities', (call) =>
      call.url.includes('search=') ? listResponse([], 0) : listResponse([makeActivity()], 1),
    );
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Activity Timeline (1)' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Activity type' }), {
      target: { value: 'SHIPMENT_DELIVERED' },
    });
    await waitFor(() =>
      expect(listCalls().some((c) => c.url.includes('type=SHIPMENT_DELIVERED'))).toBe(true),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search activities' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No activities found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
    expect(listCalls().at(-1)?.url).toContain('search=zzz');
    expect(listCalls().at(-1)?.url).toContain('type=SHIPMENT_DELIVERED');
    expect(network.calls.some((c) => c.url === '/api/admin/activities/counts?search=zzz')).toBe(true);
  });

  it('says No activities recorded yet when the log is empty', async () => {
    network.on('GET /api/admin/activities', listResponse([], 0));
    renderApp(PATH);
    expect(await screen.findByText('No activities found')).toBeTruthy();
    expect(screen.getByText('No activities recorded yet.')).toBeTruthy();
  });

  it('shows a new activity without a reload, when the events stream tells of one', async () => {
    const events = fakeEventStreams(network);
    const old = makeActivity({ description: 'Older entry' });
    let rows = [old];
    let counts = makeActivityCounts({ QUOTE_CREATED: 1 });
    network.on('GET /api/admin/activities', () => listResponse(rows, rows.length));
    network.on('GET /api/admin/activities/counts', () => jsonResponse(200, counts));
    renderApp(PATH);
    await screen.findByText('Older entry');
    const stream = await events.next();

    const delivered = makeActivity({
      type: 'SHIPMENT_DELIVERED',
      description: 'Shipment delivered to Lusaka',
    });
    rows = [delivered, old];
    counts = makeActivityCounts({ QUOTE_CREATED: 1, SHIPMENT_DELIVERED: 1 });
    stream.send('activity', { id: delivered.id, type: 'SHIPMENT_DELIVERED' });
    expect(await screen.findByText('Shipment delivered to Lusaka')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activity Timeline (2)' })).toBeTruthy();
  });

  it('pages with Load more', async () => {
    network.on(
      'GET /api/admin/activities?limit=20&offset=0',
      listResponse(
        Array.from({ length: 20 }, () => makeActivity()),
        25,
      ),
    );
    network.on(
      'GET /api/admin/activities?limit=20&offset=20',
      listResponse(
        Array.from({ length: 5 }, () => makeActivity()),
        25,
      ),
    );
    renderApp(PATH);
    expect(await screen.findByText('Showing 20 of 25 activities')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25 activities')).toBeTruthy();
  });

  it('says Error loading activity logs when the log cannot be loaded', async () => {
    network.on(
      'GET /api/admin/activities',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    );
    renderApp(PATH);
    expect((await screen.findAllByText('Error loading activity logs')).length).toBeGreaterThan(0);
  });
});
