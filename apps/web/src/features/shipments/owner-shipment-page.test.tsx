import type { Shipment } from '@njira/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeNotification } from '../../testing/notification-factories.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import {
  listResponse,
  makeProgressEntry,
  makeShipment,
  makeShipmentStats,
} from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39): nothing yet, unless a test says otherwise.
beforeEach(() => network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY)));
const owner = makeUser({ role: 'cargo-owner' });

beforeAll(async () => {
  await Promise.all([
    import('./owner-shipment-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', owner);
  network.on('GET /api/auth/profile', jsonResponse(200, owner));
  network.on('GET /api/shipments/:id/payment', (call) =>
    jsonResponse(200, makeShipmentPayment({ shipmentId: call.params.id ?? '' })),
  );
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

const shipmentCalls = (id: string) =>
  network.calls.filter((c) => c.method === 'GET' && c.url === `/api/shipments/${id}`);

async function openPage(shipment: Shipment) {
  renderApp(`/dashboard/cargo-owner/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: `Shipment #${shipment.id.slice(-8).toUpperCase()}`, level: 1 });
}

describe('Shipment Details, the cargo owner’s', () => {
  it('cancels a shipment before pickup after a confirmation', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP' });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    network.on('DELETE /api/shipments/:id', jsonResponse(200, { ...shipment, status: 'CANCELLED' }));
    await openPage(shipment);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this shipment?' });
    // Changing one's mind calls nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const again = await screen.findByRole('dialog');
    // Not paid: nothing to refund, so the dialog promises none.
    expect(again.textContent).not.toContain('refunded');
    // The load is reopened to bids unless the owner says otherwise.
    const reopen = within(again).getByLabelText<HTMLInputElement>(
      'Reopen the load to bids (without this transporter’s bid)',
    );
    expect(reopen.checked).toBe(true);
    fireEvent.click(reopen);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel Shipment' }));
    expect(await screen.findByText('Shipment cancelled')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/shipments/${shipment.id}`,
    ]);
    // The page shows the cancelled shipment, with nothing left to cancel.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull());
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal and reloads the shipment when it was picked up meanwhile', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP' });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    network.on(
      'DELETE /api/shipments/:id',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'A shipment can only be cancelled before pickup',
      }),
    );
    await openPage(shipment);
    const before = shipmentCalls(shipment.id).length;
    network.on(
      'GET /api/shipments/:id',
      jsonResponse(200, { ...shipment, status: 'AWAITING_PICKUP', progress: 25 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Shipment' }),
    );
    expect(await screen.findByText('Error cancelling shipment')).toBeTruthy();
    expect(screen.getByText('A shipment can only be cancelled before pickup')).toBeTruthy();
    await waitFor(() => expect(shipmentCalls(shipment.id).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull());
  });

  it('says a paid shipment’s payment is refunded, and reopens the load to bids by default', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP', receiptAvailable: true, amount: 12_000 });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    network.on('DELETE /api/shipments/:id', jsonResponse(200, { ...shipment, status: 'CANCELLED' }));
    await openPage(shipment);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this shipment?' });
    expect(dialog.textContent).toContain('Your payment of K 12,000 is refunded to your mobile-money wallet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Shipment' }));
    expect(await screen.findByText(/The load is open to bids again\./)).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/shipments/${shipment.id}?reopenLoad=true`,
    ]);
  });

  it('offers no cancel once the cargo is picked up, and reads ~250 km when the distance is unknown', async () => {
    const shipment = makeShipment({ status: 'AWAITING_PICKUP', progress: 25, distance: null });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    await openPage(shipment);
    expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull();
    expect(screen.getByText('~250 km')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+260 977 123456' }).getAttribute('href')).toBe(
      'tel:+260977123456',
    );
  });

  it('shows the transporter’s progress as soon as the events stream tells of it, with a toast', async () => {
    const events = fakeEventStreams(network);
    const shipment = makeShipment({ status: 'PENDING_PICKUP', progress: 10 });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    await openPage(shipment);
    const stream = await events.next();
    expect(screen.queryByText('Kapiri Mposhi weighbridge')).toBeNull();

    network.on(
      'GET /api/shipments/:id',
      jsonResponse(200, {
        ...shipment,
        status: 'IN_TRANSIT',
        progress: 50,
        progressHistory: [
          ...shipment.progressHistory,
          makeProgressEntry({
            status: 'IN_TRANSIT',
            progress: 50,
            timestamp: '2026-03-04T10:30:00.000Z',
            location: 'Kapiri Mposhi weighbridge',
            updatedBy: 'Mwale Haulage',
          }),
        ],
      }),
    );
    const update = makeNotification({
      kind: 'shipment_updated',
      quoteId: shipment.quoteId,
      shipmentId: shipment.id,
      params: { cargo: shipment.cargo, from: 'Kitwe', to: 'Lusaka', status: 'IN_TRANSIT', progress: 50 },
    });
    stream.send('notification', update, update.id);
    expect(await screen.findByText(/Kapiri Mposhi weighbridge/)).toBeTruthy();
    expect(screen.getAllByText('In Transit').length).toBeGreaterThan(0);
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText(update.message)).toBeTruthy();
    expect(update.message).toBe(
      `Shipment #${shipment.id.slice(-8).toUpperCase()} is now In Transit (Kitwe → Lusaka)`,
    );
  });

  it('when the stream tells of a change, My Shipments asks again instead of showing the old state', async () => {
    const events = fakeEventStreams(network);
    const pending = makeShipment({ status: 'PENDING_PICKUP', progress: 10 });
    let current = pending;
    network.on('GET /api/shipments/stats', () => jsonResponse(200, makeShipmentStats()));
    network.on('GET /api/shipments/active', () => listResponse([current]));
    network.on('GET /api/shipments/completed', () => listResponse([]));
    network.on('GET /api/shipments/:id', () => jsonResponse(200, current));
    const activeCalls = () => network.calls.filter((c) => c.url.startsWith('/api/shipments/active')).length;

    renderApp('/dashboard/cargo-owner/shipments');
    fireEvent.click(await screen.findByRole('link', { name: /^View Details/ }));
    await screen.findByRole('heading', { name: `Shipment #${pending.id.slice(-8).toUpperCase()}`, level: 1 });
    const stream = await events.next();
    const listed = activeCalls();

    // Well within the lists' 30 s freshness: without the event they would be shown from the cache.
    current = { ...pending, status: 'IN_TRANSIT', progress: 50, updatedAt: '2026-03-04T10:30:00.000Z' };
    stream.send('change', { quoteId: pending.quoteId, shipmentId: pending.id });
    await waitFor(() => expect(screen.getAllByText('In Transit').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('link', { name: 'Shipments' })[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'My Shipments', level: 1 });
    await waitFor(() => expect(activeCalls()).toBeGreaterThan(listed));
  });

  it('asks nothing while nothing happens (no polling)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
    await openPage(shipment);
    const asked = shipmentCalls(shipment.id).length;
    // Under the stream's 60 s silence limit (a real server's heartbeat comes every 25 s).
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(shipmentCalls(shipment.id)).toHaveLength(asked);
  });
});
