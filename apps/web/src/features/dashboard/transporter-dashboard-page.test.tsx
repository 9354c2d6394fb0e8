import type { TransporterDashboard } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeBid, makeTransporterDashboard, makeUser, nextId } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const HOME = '/dashboard/transporter';

beforeAll(async () => {
  await Promise.all([
    import('./transporter-dashboard-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', makeUser({ role: 'transporter', fullName: 'Chanda Mwale' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
});
afterEach(() => toast.dismiss());

type DashboardLoad = TransporterDashboard['availableLoads'][number];

function dashboardLoad(overrides: Partial<DashboardLoad> = {}): DashboardLoad {
  return {
    id: nextId(),
    cargo: 'Agricultural - Maize in 50 kg bags',
    fromLocation: 'Chipata',
    toLocation: 'Lusaka',
    weight: 30_000,
    distance: 570,
    pickupDate: '2026-03-12',
    maxBudget: 18_000,
    estimatedValue: null,
    bids: [],
    hasMyBid: false,
    ...overrides,
  };
}

describe('Transporter Dashboard', () => {
  it('shows the four cards, growth only where last month is known, recent deliveries and loads to bid on', async () => {
    const delivery = {
      id: nextId(),
      status: 'IN_TRANSIT',
      cargo: 'Mining - Copper cathodes',
      fromLocation: 'Kitwe',
      toLocation: 'Lusaka',
      pickupDate: '2026-03-01',
      amount: 24_000,
      paid: true,
    };
    network.on(
      'GET /api/dashboard/transporter',
      json(
        200,
        makeTransporterDashboard({
          stats: {
            activeDeliveries: { value: 3, pendingPickup: 1 },
            availableLoads: { value: 42 },
            monthlyEarnings: { value: 19_200, pending: 8_000, growth: 20.9 },
            completedTrips: { value: 11, thisMonth: 2, growth: null },
          },
          recentDeliveries: [delivery],
          availableLoads: [
            dashboardLoad({ bids: [{ amount: 16_000 }, { amount: 15_000 }] }),
            dashboardLoad({ hasMyBid: true }),
          ],
        }),
      ),
    );
    renderApp(HOME);

    const summary = await screen.findByRole('region', { name: 'Summary' });
    // A badge only where the server compared with last month: earnings +20.9%; no earlier trips, and
    // no earlier period at all for deliveries now or loads open now.
    for (const [title, value, trend] of [
      ['Active Deliveries', '3', null],
      ['Available Loads', '42', null],
      ['This Month Earnings', 'K 19,200', '+20.9%'],
      ['Completed Trips', '11', null],
    ] as const) {
      const card = within(summary).getByText(title).closest('div')?.parentElement;
      expect(card?.textContent).toContain(value);
      if (trend) expect(card?.textContent).toContain(trend);
      else expect(card?.textContent).not.toMatch(/%/);
    }
    expect(screen.getByText('In Transit')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
      `/dashboard/transporter/shipment/${delivery.id}`,
    );
    expect(screen.getByText(/Lowest K 15,000/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Bid Now' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bid Already Placed' })).toHaveProperty('disabled', true);
  });

  it("says 'No Recent Deliveries' and 'No Available Loads' when both lists are empty", async () => {
    network.on('GET /api/dashboard/transporter', json(200, makeTransporterDashboard()));
    renderApp(HOME);
    expect(await screen.findByText('No Recent Deliveries')).toBeTruthy();
    expect(screen.getByText('No Available Loads')).toBeTruthy();
  });

  it('places a bid with Bid Now and reloads the dashboard', async () => {
    const load = dashboardLoad({ distance: 1_250 });
    network.once(
      'GET /api/dashboard/transporter',
      json(200, makeTransporterDashboard({ availableLoads: [load] })),
    );
    network.once(
      'GET /api/dashboard/transporter',
      json(
        200,
        makeTransporterDashboard({
          availableLoads: [{ ...load, hasMyBid: true, bids: [{ amount: 17_000 }] }],
        }),
      ),
    );
    network.once('POST /api/quotes/:id/bids', json(201, makeBid({ isOwn: true })));
    renderApp(HOME);

    fireEvent.click(await screen.findByRole('button', { name: 'Bid Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    expect(
      ((await within(dialog).findByLabelText('Estimated Delivery (days)')) as HTMLInputElement).value,
    ).toBe('4');
    fireEvent.change(await within(dialog).findByLabelText('Bid Amount (K)'), { target: { value: '17000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bid' }));

    expect(await screen.findByText('Bid placed successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
    // The shell's own calls (profile, events stream, bell) aside.
    const shell = /profile|\/api\/events|\/api\/notifications/;
    expect(network.calls.map((c) => `${c.method} ${c.url}`).filter((c) => !shell.test(c))).toEqual([
      'GET /api/dashboard/transporter',
      `POST /api/quotes/${load.id}/bids`,
      'GET /api/dashboard/transporter',
    ]);
  });

  it('keeps an open Bid Now dialog, with what was typed, when the events stream shows the bid placed elsewhere', async () => {
    const events = fakeEventStreams(network);
    const load = dashboardLoad();
    let dashboard = makeTransporterDashboard({ availableLoads: [load] });
    network.on('GET /api/dashboard/transporter', () => json(200, dashboard));
    renderApp(HOME);
    const stream = await events.next();
    fireEvent.click(await screen.findByRole('button', { name: 'Bid Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    const amount = (await within(dialog).findByLabelText('Bid Amount (K)')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '17000' } });
    const asked = network.calls.filter((c) => c.url === '/api/dashboard/transporter').length;

    // The same transporter bid on it from another device: this tab hears of it.
    dashboard = makeTransporterDashboard({ availableLoads: [{ ...load, hasMyBid: true }] });
    stream.send('change', { quoteId: load.id, shipmentId: null });
    await waitFor(() =>
      expect(network.calls.filter((c) => c.url === '/api/dashboard/transporter').length).toBeGreaterThan(
        asked,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Place Bid' })).toBe(dialog);
    expect(amount.value).toBe('17000');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
  });

  it("shows 'Error loading dashboard' and 'Unable to load dashboard' with Try Again", async () => {
    network.once('GET /api/dashboard/transporter', json(400, { message: 'Not today' }));
    renderApp(HOME);

    expect(await screen.findByText('Error loading dashboard')).toBeTruthy();
    expect(screen.getByText('Not today')).toBeTruthy();
    expect(screen.getByText('Unable to load dashboard')).toBeTruthy();
    network.on('GET /api/dashboard/transporter', json(200, makeTransporterDashboard()));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('No Available Loads')).toBeTruthy());
  });
});
