import type { AdminTransfer } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeRevenue } from '../../testing/admin-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });

function makeTransfer(overrides: Partial<AdminTransfer> = {}): AdminTransfer {
  return {
    id: '3b1f6c2e-8d4a-4f7b-9c0e-000000000001',
    kind: 'payout',
    shipmentId: '6c8e2d3f-9a4b-4d7c-8e1f-00000000a1b2',
    party: { id: 'u1', name: 'Zambezi Haulage' },
    amount: 9_600,
    provider: 'MTN_MOMO_ZMB',
    phoneNumber: '260763456079',
    status: 'FAILED',
    failureCode: 'RECIPIENT_NOT_FOUND',
    failureMessage: 'The recipient phone number is not registered for mobile money with this provider.',
    createdAt: '2026-11-27T09:00:00.000Z',
    finishedAt: '2026-11-27T09:00:05.000Z',
    ...overrides,
  };
}

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
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
  network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue()));
  network.on('GET /api/admin/revenue/transactions', listResponse([], 0));
});
afterEach(() => {
  toast.dismiss();
});

async function section() {
  return screen.findByRole('list', { name: 'Failed transfers' });
}

describe('Failed Transfers on Platform Revenue', () => {
  it('lists the failed payouts and refunds with who, how much and the provider’s reason', async () => {
    network.on(
      'GET /api/admin/transfers',
      listResponse([
        makeTransfer(),
        makeTransfer({
          id: '3b1f6c2e-8d4a-4f7b-9c0e-000000000002',
          kind: 'refund',
          party: { id: 'u2', name: 'Copperbelt Mining' },
          amount: 12_000,
          failureCode: 'UNSPECIFIED_FAILURE',
          failureMessage: 'UNSPECIFIED_FAILURE',
        }),
      ]),
    );
    renderApp('/dashboard/admin/revenue');
    const list = await section();
    const [payout, refund] = within(list).getAllByRole('listitem');
    expect(payout?.textContent).toContain('PayoutK 9,600to Zambezi Haulage');
    expect(payout?.textContent).toContain('+260 76 345 6079 (MTN MoMo)');
    expect(payout?.textContent).toContain(
      'RECIPIENT_NOT_FOUND: The recipient phone number is not registered for mobile money with this provider.',
    );
    expect(refund?.textContent).toContain('RefundK 12,000back to Copperbelt Mining');
    expect(refund?.textContent).not.toContain('UNSPECIFIED_FAILURE:');
    const calls = network.calls.filter((c) => c.url.startsWith('/api/admin/transfers'));
    expect(calls[0]?.url).toBe('/api/admin/transfers?limit=20&offset=0&status=failed');
  });

  it('says when nothing failed', async () => {
    network.on('GET /api/admin/transfers', listResponse([], 0));
    renderApp('/dashboard/admin/revenue');
    expect(await screen.findByText('No failed transfers')).toBeTruthy();
  });

  it('retries one after a confirmation, says so, and refreshes the list', async () => {
    const transfer = makeTransfer();
    network.on('GET /api/admin/transfers', listResponse([transfer]));
    renderApp('/dashboard/admin/revenue');
    const list = await section();
    fireEvent.click(within(list).getByRole('button', { name: /^Retry payout for shipment #/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the payout?' });
    expect(dialog.textContent).toContain(
      'K 9,600 is sent again to Zambezi Haulage’s mobile-money wallet as saved now, as a new transfer.',
    );
    network.once('POST /api/admin/transfers/:id/retry', () =>
      jsonResponse(200, {
        ...transfer,
        id: 'new',
        status: 'ACCEPTED',
        failureCode: null,
        failureMessage: null,
      }),
    );
    network.on('GET /api/admin/transfers', listResponse([], 0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Payout retried')).toBeTruthy();
    expect(screen.getByText('K 9,600 is on its way.')).toBeTruthy();
    expect(await screen.findByText('No failed transfers')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/admin/transfers/${transfer.id}/retry`,
    ]);
  });

  it('says why a retry was refused', async () => {
    network.on('GET /api/admin/transfers', listResponse([makeTransfer()]));
    renderApp('/dashboard/admin/revenue');
    const list = await section();
    fireEvent.click(within(list).getByRole('button', { name: /^Retry payout/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the payout?' });
    network.once('POST /api/admin/transfers/:id/retry', () =>
      jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'This transfer was already retried' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Payout not retried')).toBeTruthy();
    expect(screen.getByText('This transfer was already retried')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
