import { formatKwacha, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeFeeRecord, makeOverview } from '../../testing/admin-factories.ts';
import { makeQuoteSummary, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse, makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin', fullName: 'Ada Admin' });
let saved: string[] = [];

beforeAll(async () => {
  await Promise.all([
    import('./admin-dashboard-page.tsx'),
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

function answerLists() {
  const shipments = Array.from({ length: 10 }, () => makeShipment());
  const quotes = Array.from({ length: 10 }, () => makeQuoteSummary());
  const payments = [makeFeeRecord()];
  network.on('GET /api/shipments', listResponse(shipments, 57));
  network.on('GET /api/quotes', listResponse(quotes, 123));
  network.on('GET /api/admin/revenue/transactions', listResponse(payments, 1));
  return { shipments, quotes, payments };
}

async function openTab(name: string) {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
}

describe('the admin dashboard', () => {
  it('shows the revenue, fee, user and load cards and the three statistics', async () => {
    const overview = makeOverview();
    network.on('GET /api/admin/overview', jsonResponse(200, overview));
    answerLists();
    renderApp('/dashboard/admin');

    const cards = await screen.findByRole('region', { name: 'Platform summary' });
    expect(within(cards).getByText('Total Revenue')).toBeTruthy();
    expect(within(cards).getByText(formatKwacha(overview.revenue.totalVolume))).toBeTruthy();
    expect(within(cards).getByText('Platform Fees')).toBeTruthy();
    expect(within(cards).getByText(formatKwacha(overview.revenue.platformFees))).toBeTruthy();
    expect(within(cards).getByText('20.0%')).toBeTruthy();
    expect(within(cards).getByText('42')).toBeTruthy();
    expect(within(cards).getByText('5 new this month')).toBeTruthy();
    expect(within(cards).getByText('80')).toBeTruthy();
    expect(within(cards).getByText('12 active')).toBeTruthy();

    for (const heading of ['Revenue Breakdown', 'Load Statistics', 'User Statistics'])
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeTruthy();
    expect(screen.getByText(formatKwacha(overview.revenue.transporterPayouts))).toBeTruthy();
    expect(screen.getByText('41.3%')).toBeTruthy();
  });

  it('shows the open disputes and the documents waiting for review, each linking to its page (issue 40)', async () => {
    network.on(
      'GET /api/admin/overview',
      jsonResponse(200, makeOverview({ attention: { openDisputes: 2, documentsToReview: 1 } })),
    );
    answerLists();
    renderApp('/dashboard/admin');

    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: '2 open disputes' }).getAttribute('href')).toBe(
      '/dashboard/admin/disputes',
    );
    expect(
      within(attention).getByRole('link', { name: '1 document waiting for review' }).getAttribute('href'),
    ).toBe('/dashboard/admin/documents');
  });

  it('lists the first 10 shipments, quotes and payments with the totals the server counted', async () => {
    network.on('GET /api/admin/overview', jsonResponse(200, makeOverview()));
    const { shipments, quotes, payments } = answerLists();
    renderApp('/dashboard/admin');

    const table = await screen.findByRole('table', { name: 'Latest shipments' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText(`#${shortId(shipments[0]?.id ?? '')}`)).toBeTruthy();
    expect(screen.getByText('Showing 10 of 57')).toBeTruthy();

    await openTab('All Quotes');
    const quoteTable = await screen.findByRole('table', { name: 'Latest quotes' });
    expect(within(quoteTable).getByText(`#${shortId(quotes[0]?.id ?? '')}`)).toBeTruthy();
    expect(screen.getByText('Showing 10 of 123')).toBeTruthy();

    await openTab('Payments');
    const paymentTable = await screen.findByRole('table', { name: 'Latest payments' });
    expect(within(paymentTable).getByText(`#${shortId(payments[0]?.shipmentId ?? '')}`)).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();

    const asked = (path: string) => network.calls.find((c) => c.url.startsWith(path))?.url;
    expect(asked('/api/shipments')).toContain('limit=10');
    expect(asked('/api/quotes')).toContain('limit=10');
    expect(asked('/api/admin/revenue/transactions')).toContain('limit=10');
  });

  it('says so with a toast and a Try Again panel when the numbers cannot be loaded', async () => {
    network.once(
      'GET /api/admin/overview',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    );
    answerLists();
    renderApp('/dashboard/admin');
    expect(await screen.findByText('Error loading admin dashboard')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unable to load admin data' })).toBeTruthy();
    expect(screen.getAllByText('Admins only').length).toBeGreaterThan(0);

    network.on('GET /api/admin/overview', jsonResponse(200, makeOverview()));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Platform summary' })).toBeTruthy();
  });

  it('Export Report downloads the summary CSV with the signed-in session', async () => {
    network.on('GET /api/admin/overview', jsonResponse(200, makeOverview()));
    answerLists();
    network.on(
      'GET /api/admin/export/summary.csv',
      new Response('metric,value\nusers,42\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    renderApp('/dashboard/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^njira-summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const call = network.calls.find((c) => c.url === '/api/admin/export/summary.csv');
    expect(call?.headers.Authorization).toBe('Bearer token');
  });
});
