import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeAnalytics } from '../../testing/admin-activity-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/analytics';

beforeAll(async () => {
  await Promise.all([
    import('./analytics-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
});
afterEach(() => toast.dismiss());

describe('Platform Analytics', () => {
  it('shows the three rates, the six-month trend, the top routes and the cargo types', async () => {
    network.on('GET /api/admin/analytics', jsonResponse(200, makeAnalytics()));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Platform Analytics', level: 1 })).toBeTruthy();
    expect(screen.getByText('Comprehensive insights and trends')).toBeTruthy();
    const rates = await screen.findByRole('region', { name: 'Platform rates' });
    expect(within(rates).getByText('Success Rate')).toBeTruthy();
    expect(within(rates).getByText('41.3%')).toBeTruthy();
    expect(within(rates).getByText('33 of 80 quotes delivered')).toBeTruthy();
    expect(within(rates).getByText('Avg. Bids per Quote')).toBeTruthy();
    expect(within(rates).getByText('3.0')).toBeTruthy();
    expect(within(rates).getByText('240 total bids')).toBeTruthy();
    expect(within(rates).getByText('Avg. Transaction Value')).toBeTruthy();
    expect(within(rates).getByText('K 18,500.50')).toBeTruthy();
    expect(within(rates).getByText('Per shipment')).toBeTruthy();

    const trend = screen.getByRole('list', { name: /Activity per month/ });
    const months = within(trend).getAllByRole('listitem');
    expect(months.map((m) => m.querySelector('span')?.textContent)).toEqual([
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
    ]);
    // The bars are scaled to the largest month's revenue (January, K 5,000).
    const widths = months.map((m) => (m.querySelector('[style]') as HTMLElement).style.width);
    expect(widths).toEqual(['20%', '50%', '0%', '100%', '80%', '16%']);
    expect(within(months[3] as HTMLElement).getByText('8 quotes · 5 shipments')).toBeTruthy();
    expect(within(months[2] as HTMLElement).getByText('K 0')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Top Routes' })).toBeTruthy();
    expect(screen.getByText('Kitwe → Lusaka')).toBeTruthy();
    expect(screen.getByText('9 shipments')).toBeTruthy();
    expect(screen.getByText('K 180,000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cargo Types' })).toBeTruthy();
    expect(screen.getByText('Mining')).toBeTruthy();
    expect(screen.getByText('12 quotes')).toBeTruthy();
  });

  it('says so when there are no routes or cargo, and reads K 0 with no shipments', async () => {
    network.on(
      'GET /api/admin/analytics',
      jsonResponse(
        200,
        makeAnalytics({
          topRoutes: [],
          cargoTypes: [],
          successRate: { rate: 0, delivered: 0, quotes: 0 },
          averageBids: { average: 0, totalBids: 0, quotes: 0 },
          averageTransaction: { average: 0, shipments: 0 },
        }),
      ),
    );
    renderApp(PATH);
    expect(await screen.findByText('No route data available')).toBeTruthy();
    expect(screen.getByText('No cargo data available')).toBeTruthy();
    const rates = screen.getByRole('region', { name: 'Platform rates' });
    expect(within(rates).getByText('K 0')).toBeTruthy();
    expect(within(rates).getByText('0.0%')).toBeTruthy();
    expect(within(rates).getByText('0 of 0 quotes delivered')).toBeTruthy();
  });

  it('says Error loading analytics when it cannot be loaded', async () => {
    network.on(
      'GET /api/admin/analytics',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    );
    renderApp(PATH);
    expect((await screen.findAllByText('Error loading analytics')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
