import { formatKwacha, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeFeeRecord, makeRevenue } from '../../testing/admin-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/revenue';
let saved: string[] = [];

beforeAll(async () => {
  await Promise.all([
    import('./revenue-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  saved = [];
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
  // The Failed Transfers section's own list (failed-transfers.test.tsx).
  network.on('GET /api/admin/transfers', listResponse([], 0));
  URL.createObjectURL = vi.fn(() => 'blob:njira');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

async function cards() {
  const region = await screen.findByRole('region', { name: 'Revenue summary' });
  return region;
}

describe('Platform Revenue', () => {
  it('shows the heading, the four cards and the growth badge going up', async () => {
    const revenue = makeRevenue({ thisMonthFees: 12_000, lastMonthFees: 10_000, growth: 20 });
    network.on('GET /api/admin/revenue', jsonResponse(200, revenue));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Platform Revenue', level: 1 })).toBeTruthy();
    expect(screen.getByText('Track platform fees and total transaction volume')).toBeTruthy();
    const region = await cards();
    for (const [title, amount] of [
      ['Platform Fees (This Month)', revenue.thisMonthFees],
      ['Last Month Fees', revenue.lastMonthFees],
      ['Lifetime Platform Fees', revenue.lifetimeFees],
      ['Total Transaction Volume', revenue.totalVolume],
    ] as const) {
      expect(within(region).getByText(title)).toBeTruthy();
      expect(within(region).getByText(formatKwacha(amount))).toBeTruthy();
    }
    expect(within(region).getByText('20.0%')).toBeTruthy();
    expect(within(region).getByText('Up')).toBeTruthy();
  });

  it('shows the money at rest: escrow held now, payouts pending and failed with their counts', async () => {
    const revenue = makeRevenue({
      escrowHeld: 36_000,
      payoutsPending: { count: 2, amount: 19_200 },
      payoutsFailed: { count: 1, amount: 4_800 },
    });
    network.on('GET /api/admin/revenue', jsonResponse(200, revenue));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);
    const region = await screen.findByRole('region', { name: 'Money at rest' });
    for (const [title, amount, sub] of [
      ['Held in Escrow', 36_000, 'Paid by cargo owners, not yet released or refunded'],
      ['Payouts Pending', 19_200, '2 payouts on the way to transporters'],
      ['Payouts Failed', 4_800, '1 payout to look into'],
    ] as const) {
      expect(within(region).getByText(title)).toBeTruthy();
      expect(within(region).getByText(formatKwacha(amount)), title).toBeTruthy();
      expect(within(region).getByText(sub)).toBeTruthy();
    }
  });

  it('shows a falling month with a down arrow and the absolute value to one decimal', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue({ growth: -12.345 })));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);
    const region = await cards();
    expect(within(region).getByText('12.3%')).toBeTruthy();
    expect(within(region).getByText('Down')).toBeTruthy();
  });

  it('shows no growth badge when growth is 0', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue({ growth: 0, lastMonthFees: 0 })));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);
    const region = await cards();
    expect(within(region).queryByText(/%$/)).toBeNull();
    expect(within(region).queryByText('Up')).toBeNull();
    expect(within(region).queryByText('Down')).toBeNull();
  });

  it('lists each transaction with its fee and the transporter’s share, 20 at a time', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue()));
    const first = Array.from({ length: 20 }, () => makeFeeRecord());
    const row = makeFeeRecord({
      cargo: 'Agriculture - Maize',
      cargoOwner: 'Zambeef Farms',
      transporter: 'Lusaka Freight',
      originalAmount: 31_250.5,
      platformFee: 6_250.1,
      transporterAmount: 25_000.4,
    });
    first[0] = row;
    network.on('GET /api/admin/revenue/transactions?limit=20&offset=0', listResponse(first, 45));
    network.on(
      'GET /api/admin/revenue/transactions?limit=20&offset=20',
      listResponse(
        Array.from({ length: 20 }, () => makeFeeRecord()),
        45,
      ),
    );
    renderApp(PATH);

    const table = await screen.findByRole('table', { name: 'Platform fee breakdown' });
    expect(
      screen.getByRole('heading', { name: 'Platform Fee Breakdown (20% from each transaction)' }),
    ).toBeTruthy();
    for (const column of ['Transaction Details', 'Original Amount', 'Platform Fee (20%)'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    const cells = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(cells).getByText(`#${shortId(row.shipmentId)}`)).toBeTruthy();
    expect(within(cells).getByText('Agriculture - Maize')).toBeTruthy();
    expect(within(cells).getByText('Zambeef Farms → Lusaka Freight')).toBeTruthy();
    expect(within(cells).getByText('5 Mar 2026')).toBeTruthy();
    expect(within(cells).getByText('K 31,250.50')).toBeTruthy();
    expect(within(cells).getByText('K 6,250.10')).toBeTruthy();
    expect(within(cells).getByText('Transporter: K 25,000.40')).toBeTruthy();
    // That row has ngwee, so the whole-kwacha rows beside it show two decimals too.
    const whole = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(whole).getByText('K 20,000.00')).toBeTruthy();
    expect(within(whole).getByText('K 4,000.00')).toBeTruthy();
    expect(within(whole).getByText('Transporter: K 16,000.00')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    expect(screen.getByText('Showing 20 of 45 transactions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 40 of 45 transactions')).toBeTruthy();
  });

  it('shows beside a release what a dispute refunded of the same payment, no fee on it', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue()));
    const partial = makeFeeRecord({
      originalAmount: 10_000,
      platformFee: 2_000,
      transporterAmount: 8_000,
      refunded: 5_000,
    });
    network.on('GET /api/admin/revenue/transactions', listResponse([partial, makeFeeRecord()], 2));
    renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Platform fee breakdown' });
    const [, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('K 10,000')).toBeTruthy();
    expect(within(first).getByText('K 5,000 refunded to the owner')).toBeTruthy();
    expect(within(first).getByText('K 2,000')).toBeTruthy();
    expect(within(first).getByText('Transporter: K 8,000')).toBeTruthy();
    expect(within(second).queryByText(/refunded to the owner$/)).toBeNull();
  });

  it('says when there are no transactions, and while it is loading', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue({ transactions: 0 })));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);
    expect((await screen.findAllByText('Loading revenue data...')).length).toBeGreaterThan(0);
    expect(await screen.findByText('No completed transactions yet')).toBeTruthy();
  });

  it('says Error loading revenue data when the numbers cannot be loaded', async () => {
    network.on(
      'GET /api/admin/revenue',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    );
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    renderApp(PATH);
    expect((await screen.findAllByText('Error loading revenue data')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('Export Revenue Report downloads the revenue CSV', async () => {
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue()));
    network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
    network.on('GET /api/admin/export/revenue.csv', new Response('Shipment,Date\n', { status: 200 }));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Export Revenue Report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^njira-revenue-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
