import type { AdminReconciliation } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/reconciliation';
const SHIPMENT = '4d1c2f9e-7a7b-4c1e-9f3a-2b8d6e5c4a10';
const TRANSFER = '9b2e4c61-3f5d-4a8b-8c7e-1d2f3a4b5c6d';

function makeReport(overrides: Partial<AdminReconciliation> = {}): AdminReconciliation {
  return {
    checkedAt: '2026-11-27T10:00:00.000Z',
    transfersChecked: 12,
    differences: [],
    waiting: [],
    ledger: { balanced: true, clearing: 48_000, liabilities: 48_000 },
    ...overrides,
  };
}

beforeAll(async () => {
  await Promise.all([
    import('./reconciliation-page.tsx'),
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

const checks = () => network.calls.filter((c) => c.url.startsWith('/api/admin/reconciliation'));

describe('Reconciliation', () => {
  it('runs the check only when asked, then shows the ledger and that everything matches', async () => {
    network.on('GET /api/admin/reconciliation', jsonResponse(200, makeReport()));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Reconciliation', level: 1 })).toBeTruthy();
    const run = screen.getByRole('button', { name: 'Run check' });
    expect(checks()).toEqual([]);

    fireEvent.click(run);
    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByText('Balanced')).toBeTruthy();
    expect(within(ledger).getAllByText('K 48,000')).toHaveLength(2);
    expect(screen.getByText('Everything matches')).toBeTruthy();
    expect(screen.getByText(/12 transfers checked/)).toBeTruthy();
    expect(checks()).toHaveLength(1);
  });

  it('lists each difference with its problem, both statuses and the shipment', async () => {
    network.on(
      'GET /api/admin/reconciliation',
      jsonResponse(
        200,
        makeReport({
          differences: [
            {
              transferId: TRANSFER,
              kind: 'deposit',
              shipmentId: SHIPMENT,
              ourStatus: 'ACCEPTED',
              providerStatus: 'COMPLETED',
              problem: 'not_posted',
            },
            {
              transferId: TRANSFER,
              kind: 'deposit',
              shipmentId: SHIPMENT,
              ourStatus: 'ACCEPTED',
              providerStatus: null,
              problem: 'provider_unreachable',
            },
          ],
          ledger: { balanced: false, clearing: 10_000, liabilities: 9_000 },
        }),
      ),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Run check' }));
    const list = await screen.findByRole('list', { name: 'Differences' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Completed, but not posted in the ledger')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('COMPLETED')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/dashboard/admin/shipments/${SHIPMENT}`);
    expect(within(items[1] as HTMLElement).getByText('No answer')).toBeTruthy();
    expect(screen.getByText('Out of balance')).toBeTruthy();
    expect(screen.queryByText('Everything matches')).toBeNull();
  });

  it('lists money waiting: a payout with no wallet, and a short deposit refunded after a confirmation', async () => {
    const DEPOSIT = '1f2e3d4c-5b6a-4978-8877-665544332211';
    const noWallet = {
      kind: 'no_wallet' as const,
      shipmentId: SHIPMENT,
      party: { id: 'u1', name: 'Cape Haulage' },
      amount: 24_000,
      asked: null,
      depositId: null,
      reason: 'No wallet',
      since: '2026-11-26T10:00:00.000Z',
    };
    const short = {
      kind: 'short_deposit' as const,
      shipmentId: SHIPMENT,
      party: { id: 'u2', name: 'Lusaka Millers' },
      amount: 1,
      asked: 30_000,
      depositId: DEPOSIT,
      reason: 'Short deposit: K 1 of K 30,000',
      since: '2026-11-26T11:00:00.000Z',
    };
    network.on(
      'GET /api/admin/reconciliation',
      jsonResponse(200, makeReport({ waiting: [noWallet, short] })),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Run check' }));
    const list = await screen.findByRole('list', { name: 'Money waiting' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('No wallet')).toBeTruthy();
    expect(within(first).getByText('K 24,000')).toBeTruthy();
    expect(within(first).getByText('owed to Cape Haulage')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('Short deposit: K 1 of K 30,000')).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: /^Refund the short deposit of shipment #/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the short deposit?' });
    network.once('POST /api/admin/deposits/:id/refund', () =>
      jsonResponse(200, {
        id: 'r1',
        kind: 'refund',
        shipmentId: SHIPMENT,
        party: short.party,
        amount: 1,
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '260763456789',
        status: 'ACCEPTED',
        failureCode: null,
        failureMessage: null,
        createdAt: '2026-11-27T10:00:00.000Z',
        finishedAt: '2026-11-27T10:00:00.000Z',
      }),
    );
    network.on('GET /api/admin/reconciliation', jsonResponse(200, makeReport({ waiting: [noWallet] })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Short deposit refunded')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/admin/deposits/${DEPOSIT}/refund`,
    ]);
    expect(checks()).toHaveLength(2);
  });

  it('says when the check could not run', async () => {
    network.on('GET /api/admin/reconciliation', jsonResponse(500, { message: 'Internal Server Error' }));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Run check' }));
    expect((await screen.findAllByText('The check could not run')).length).toBeGreaterThan(0);
  });
});
