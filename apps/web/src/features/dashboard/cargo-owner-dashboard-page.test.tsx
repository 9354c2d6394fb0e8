import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeUser, nextId } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeCargoOwnerDashboard, makeDashboardShipment } from '../../testing/owner-factories.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/cargo-owner';

beforeAll(async () => {
  await Promise.all([
    import('./cargo-owner-dashboard-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', makeUser({ role: 'cargo-owner', fullName: 'Mutinta Phiri' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
});
afterEach(() => toast.dismiss());

describe('Cargo owner dashboard', () => {
  it('shows the banner, the four cards without invented growth, a shipment to track and a quote to review', async () => {
    const shipmentId = nextId();
    const quoteId = nextId();
    network.on(
      'GET /api/dashboard/cargo-owner',
      json(
        200,
        makeCargoOwnerDashboard({
          stats: {
            activeShipments: { value: 4, awaitingPickup: 1 },
            inTransit: { value: 2 },
            totalSpent: { value: 125_000, period: 'this month' },
            pendingQuotes: { value: 3, expiringSoon: 1 },
          },
          activeShipments: [makeDashboardShipment({ id: shipmentId })],
          recentQuotes: [
            {
              id: quoteId,
              cargo: 'Food - Maize',
              fromLocation: 'Chipata',
              toLocation: 'Lusaka',
              weight: 30_000,
              expiresAt: '2026-03-08T00:00:00.000Z',
              bids: [{ amount: 9_000 }, { amount: 8_500 }],
            },
          ],
        }),
      ),
    );
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Post New Load' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    for (const text of ['Active Shipments', 'In Transit', 'Total Spent', 'Pending Quotes', 'K 125,000']) {
      expect(summary.textContent, text).toContain(text);
    }
    // No invented growth: these cards have no earlier period to compare with.
    expect(summary.textContent).not.toMatch(/%/);
    expect(screen.getByRole('link', { name: /^Track Shipment: Mining - Copper/ }).getAttribute('href')).toBe(
      `/dashboard/cargo-owner/shipment/${shipmentId}`,
    );
    expect(screen.getByRole('link', { name: /^Review Bids: Food - Maize/ }).getAttribute('href')).toBe(
      `/dashboard/cargo-owner/quote/${quoteId}`,
    );
    expect(screen.getByRole('link', { name: 'View All Quotes' }).getAttribute('href')).toBe(
      '/dashboard/cargo-owner/quotes',
    );
    expect(screen.getByRole('main').textContent).toContain('Lowest K 8,500');
  });

  it("reads 'Awaiting payment — Pay now' on a shipment not yet paid, leading to its pay form", async () => {
    const shipmentId = nextId();
    network.on(
      'GET /api/dashboard/cargo-owner',
      json(
        200,
        makeCargoOwnerDashboard({
          activeShipments: [
            makeDashboardShipment({ id: shipmentId, status: 'PENDING_PICKUP', progress: 10, paid: false }),
          ],
        }),
      ),
    );
    renderApp(PATH);
    await screen.findByText('Mining - Copper');
    const payNow = screen.getByRole('link', { name: 'Pay now for Mining - Copper' });
    expect(payNow.getAttribute('href')).toBe(`/dashboard/cargo-owner/shipment/${shipmentId}#pay`);
    const item = payNow.closest('li') as HTMLElement;
    expect(item.textContent).toContain('Awaiting payment —Pay now');
    expect(item.textContent).not.toContain('Pending Pickup');
  });

  it("says 'No Active Shipments' and 'No Pending Quotes' when there are none", async () => {
    network.on('GET /api/dashboard/cargo-owner', json(200, makeCargoOwnerDashboard()));
    renderApp(PATH);
    expect(await screen.findByText('No Active Shipments')).toBeTruthy();
    expect(screen.getByText('No Pending Quotes')).toBeTruthy();
  });

  it("says 'Error loading dashboard' and 'Unable to load dashboard', and Try Again reloads", async () => {
    let refuse = true;
    network.on('GET /api/dashboard/cargo-owner', () =>
      refuse
        ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Not allowed right now' })
        : json(200, makeCargoOwnerDashboard()),
    );
    renderApp(PATH);
    expect(await screen.findByText('Error loading dashboard')).toBeTruthy();
    expect(screen.getByText('Unable to load dashboard')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Active Shipments')).toBeTruthy();
  });

  it('says the session expired once, though both of its calls found it over', async () => {
    const expired = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' });
    network.on('GET /api/auth/profile', expired);
    network.on('GET /api/dashboard/cargo-owner', expired);
    network.on('POST /api/auth/refresh', expired);
    const router = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    // Both calls have answered by now; give a second toast the chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Session expired. Please login again.')).toHaveLength(1);
  });
});
