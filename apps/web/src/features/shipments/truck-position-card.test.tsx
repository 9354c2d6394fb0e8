import type { Shipment, ShipmentPositions } from '@njira/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
const TOKEN = 'k'.repeat(43);

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
  network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY));
  network.on('GET /api/shipments/:id/payment', (call) =>
    jsonResponse(200, makeShipmentPayment({ shipmentId: call.params.id ?? '', status: 'held' })),
  );
});
afterEach(() => toast.dismiss());

const fixAgo = (minutes: number, accuracy = 30) => ({
  latitude: -13.9714,
  longitude: 28.6692,
  accuracy,
  takenAt: new Date(Date.now() - minutes * 60_000).toISOString(),
  receivedAt: new Date().toISOString(),
});

async function open(shipment: Shipment, positions: () => ShipmentPositions) {
  network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/positions', () => jsonResponse(200, positions()));
  renderApp(`/dashboard/cargo-owner/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: 'Truck location' });
}

describe("the truck's position on the owner's shipment page", () => {
  it('says when sharing is off, and when it is on but no fix came yet', async () => {
    let sharing = false;
    const events = fakeEventStreams(network);
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    await open(shipment, () => ({ sharing, last: null, near: null, trail: [] }));
    expect(await screen.findByText(/has not turned on location sharing/)).toBeTruthy();
    const stream = await events.next();
    sharing = true;
    stream.send('change', { quoteId: null, shipmentId: shipment.id });
    expect(await screen.findByText(/No position yet/)).toBeTruthy();
  });

  it('shows Last seen with the accuracy, and a new fix as soon as the stream tells of it', async () => {
    const events = fakeEventStreams(network);
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    let last = fixAgo(12, 1250);
    await open(shipment, () => ({ sharing: true, last, near: 'near Kapiri Mposhi', trail: [last] }));
    expect(await screen.findByText('Last seen 12 min ago near Kapiri Mposhi')).toBeTruthy();
    expect(screen.getByText(/accurate to about 1\.3 km/)).toBeTruthy();
    const stream = await events.next();
    last = fixAgo(0);
    stream.send('change', { quoteId: null, shipmentId: shipment.id });
    expect(await screen.findByText('Last seen just now near Kapiri Mposhi')).toBeTruthy();
    expect(screen.getByText(/accurate to about 30 m/)).toBeTruthy();
  });

  it('makes and copies a tracking link, then stops it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let active = false;
    network.on('GET /api/shipments/:id/tracking-link', () =>
      jsonResponse(200, { active, createdAt: active ? new Date().toISOString() : null, expiresAt: null }),
    );
    network.on('POST /api/shipments/:id/tracking-link', () => {
      active = true;
      return jsonResponse(201, { url: `/track/${TOKEN}`, expiresAt: null });
    });
    network.on('DELETE /api/shipments/:id/tracking-link', () => {
      active = false;
      return jsonResponse(200, { ok: true, message: 'Tracking link stopped' });
    });
    await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }), () => ({
      sharing: false,
      last: null,
      near: null,
      trail: [],
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share tracking link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Tracking link');
    expect(link.value).toBe(`${window.location.origin}/track/${TOKEN}`);
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(await screen.findByText('Tracking link copied')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByLabelText('Tracking link')).toBeNull());
    expect(network.calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/tracking-link'))).toBe(true);
    expect(await screen.findByRole('button', { name: 'Share tracking link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });
});
