import type { Shipment } from '@njira/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeGeolocation } from '../../testing/fake-geolocation.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';
import { PERMISSION_REFUSED } from './location-sharing-card.tsx';

const network = installFakeNetwork();
const geo = installFakeGeolocation();
const transporter = makeUser({ role: 'transporter' });

beforeAll(async () => {
  await Promise.all([
    import('./shipment-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

let sharing = false;
beforeEach(() => {
  sharing = false;
  setSession('token', transporter);
  network.on('GET /api/auth/profile', jsonResponse(200, transporter));
  network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY));
  network.on('GET /api/shipments/:id/payment', (call) =>
    jsonResponse(200, makeShipmentPayment({ shipmentId: call.params.id ?? '', status: 'held' })),
  );
  network.on('GET /api/shipments/:id/positions', () => jsonResponse(200, { sharing, last: null, trail: [] }));
  network.on('PUT /api/shipments/:id/location-sharing', (call) => {
    sharing = (call.body as { share: boolean }).share;
    return jsonResponse(200, { sharing });
  });
  network.on('POST /api/shipments/:id/positions', (call) =>
    jsonResponse(201, { ...(call.body as object), created: true, receivedAt: new Date().toISOString() }),
  );
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

const posts = () => network.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/positions'));

async function open(shipment: Shipment) {
  network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
  renderApp(`/dashboard/transporter/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: `Shipment #${shipment.id.slice(-8).toUpperCase()}`, level: 1 });
  return screen.findByRole('switch', { name: 'Share my location' });
}

describe("'Share my location' on the transporter's shipment page", () => {
  it('is off at first, says the page must stay open, and sends nothing', async () => {
    const toggle = await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/A web page cannot track with the screen off/)).toBeTruthy();
    expect(screen.getByText(/asks your permission/)).toBeTruthy();
    expect(geo.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(posts()).toHaveLength(0);
  });

  it('turned on while in transit, sends the first fix, then only after 1 km or 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const toggle = await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    fireEvent.click(toggle);
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ latitude: -13.9714, longitude: 28.6692, accuracy: 25 });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/position sent at/)).toBeTruthy();

    act(() => geo.move({ latitude: -13.9714 - 200 / 111_195 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(posts()).toHaveLength(1);
    act(() => geo.move({ latitude: -13.9714 - 1500 / 111_195 }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    vi.setSystemTime(Date.now() + 5 * 60_000);
    act(() => geo.move({}));
    await waitFor(() => expect(posts()).toHaveLength(3));
  });

  it('says plainly when the phone refuses the permission, and sends nothing', async () => {
    geo.deny();
    const toggle = await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    fireEvent.click(toggle);
    expect(await screen.findByText(PERMISSION_REFUSED)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('waits for the pickup before watching, then a stage update sends one fix', async () => {
    const pending = makeShipment({ status: 'PENDING_PICKUP', progress: 10 });
    const toggle = await open(pending);
    fireEvent.click(toggle);
    expect(await screen.findByText(/sent once the cargo is picked up/)).toBeTruthy();
    expect(geo.watching).toBe(0);
    const pickedUp = { ...pending, status: 'AWAITING_PICKUP' as const, progress: 25 };
    network.on('PATCH /api/shipments/:id', jsonResponse(200, pickedUp));
    network.on('GET /api/shipments/:id', () => jsonResponse(200, pickedUp));
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), {
      target: { value: 'AWAITING_PICKUP' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Progress' }));
    await waitFor(() => expect(geo.geolocation.getCurrentPosition).toHaveBeenCalled());
    await waitFor(() => expect(posts().length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(geo.watching).toBe(1));
  });

  it('turned off, stops watching and sends no more', async () => {
    const toggle = await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    fireEvent.click(toggle);
    await waitFor(() => expect(posts()).toHaveLength(1));
    fireEvent.click(await screen.findByRole('switch', { name: 'Share my location', checked: true }));
    await waitFor(() => expect(geo.watching).toBe(0));
    act(() => geo.move({ latitude: -12 }));
    expect(posts()).toHaveLength(1);
    expect(await screen.findByText(/Off: the cargo owner sees no position/)).toBeTruthy();
  });
});

describe('fixes the server would refuse', () => {
  it('sends neither a fix rougher than 5 km nor one outside the region, and says why', async () => {
    const toggle = await open(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    fireEvent.click(toggle);
    await waitFor(() => expect(posts()).toHaveLength(1));
    act(() => geo.move({ latitude: -10, accuracy: 8000 }));
    expect(await screen.findByText(/too rough to send/)).toBeTruthy();
    act(() => geo.move({ latitude: 51.5, longitude: -0.12, accuracy: 20 }));
    expect(await screen.findByText(/outside southern and eastern Africa/)).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });
});
