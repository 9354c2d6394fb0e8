import type { Shipment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39): nothing yet, unless a test says otherwise.
beforeEach(() => network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY)));
const transporter = makeUser({ role: 'transporter' });
const HOUR = 3_600_000;
const BUTTON = 'Withdraw from this shipment';

beforeAll(async () => {
  await Promise.all([
    import('./shipment-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', transporter);
  network.on('GET /api/auth/profile', jsonResponse(200, transporter));
});
afterEach(() => {
  toast.dismiss();
});

/** A Pending Pickup shipment accepted `hoursAgo` hours ago, its payment in `status`. */
async function open(hoursAgo: number, status: 'awaiting_payment' | 'failed' | 'processing' | 'held') {
  const shipment: Shipment = makeShipment({
    status: 'PENDING_PICKUP',
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  });
  network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', () =>
    jsonResponse(
      200,
      makeShipmentPayment({
        shipmentId: shipment.id,
        status,
        held: status === 'held' ? 12_000 : 0,
        attempt: null,
      }),
    ),
  );
  renderApp(`/dashboard/transporter/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: `Shipment #${shipment.id.slice(-8).toUpperCase()}`, level: 1 });
  return shipment;
}

describe('Shipment Details, the transporter’s withdrawal from an unpaid shipment', () => {
  it('before 24 hours unpaid, says from when it can withdraw, with no button', async () => {
    await open(2, 'awaiting_payment');
    expect(await screen.findByText(/you can withdraw from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('offers nothing once paid, or while a payment waits for approval', async () => {
    await open(30, 'held');
    await screen.findByRole('heading', { name: 'Delivery Progress' });
    await waitFor(() => expect(network.calls.some((c) => c.url.endsWith('/payment'))).toBe(true));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(screen.queryByText(/you can withdraw from/)).toBeNull();
  });

  it('after 24 hours unpaid, withdraws after a confirmation that explains it', async () => {
    const shipment = await open(25, 'failed');
    network.on('POST /api/shipments/:id/withdraw', jsonResponse(200, { ...shipment, status: 'CANCELLED' }));
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from this shipment?' });
    expect(dialog.textContent).toMatch(/the load is open to bids again/);
    expect(dialog.textContent).toMatch(/There is no penalty/);
    // Changing one's mind calls nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You withdrew from the shipment')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/shipments/${shipment.id}/withdraw`,
    ]);
    // The answer is on screen: cancelled, so no button any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON })).toBeNull());
  });

  it('shows the server’s refusal when the owner paid meanwhile', async () => {
    await open(25, 'awaiting_payment');
    network.on(
      'POST /api/shipments/:id/withdraw',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'The cargo owner has paid for this shipment: you can no longer withdraw from it',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Error withdrawing from the shipment')).toBeTruthy();
    expect(
      await screen.findByText(
        'The cargo owner has paid for this shipment: you can no longer withdraw from it',
      ),
    ).toBeTruthy();
  });
});
