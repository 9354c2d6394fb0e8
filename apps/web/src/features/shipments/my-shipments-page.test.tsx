import { formatTons, type Shipment, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { type FakeCall, installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse, makeShipment, makeShipmentStats } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
let saved: string[] = [];

beforeAll(async () => {
  await Promise.all([
    import('./my-shipments-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  saved = [];
  setSession('token', owner);
  network.on('GET /api/auth/profile', jsonResponse(200, owner));
  // jsdom has no object URLs and cannot follow a download link: record what would be saved.
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

function serve(opts: { active?: Shipment[]; completed?: Shipment[] } = {}) {
  network.on('GET /api/shipments/stats', () =>
    jsonResponse(200, makeShipmentStats({ active: 2, inTransit: 1, completed: 1, totalValue: 34_500 })),
  );
  network.on('GET /api/shipments/active', () => listResponse(opts.active ?? []));
  network.on('GET /api/shipments/completed', () => listResponse(opts.completed ?? []));
}

const listCalls = (tab: string) =>
  network.calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === `/api/shipments/${tab}`);
const searchOf = (call: FakeCall | undefined) =>
  new URLSearchParams(call?.url.split('?')[1] ?? '').get('search');

async function openPage() {
  renderApp('/dashboard/cargo-owner/shipments');
  await screen.findByRole('heading', { name: 'My Shipments', level: 1 });
}

async function cardOf(shipment: Shipment) {
  const title = await screen.findByRole('heading', { name: `Shipment #${shortId(shipment.id)}` });
  const card = title.closest('li');
  if (!card) throw new Error('card not in a list item');
  return within(card);
}

const openCompleted = async (count: number) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name: `Completed (${count})` }));

describe('My Shipments', () => {
  it('shows the stat cards, the tab counts and every field of an active card', async () => {
    const shipment = makeShipment({
      status: 'IN_TRANSIT',
      progress: 50,
      lastUpdate: 'In Transit at Kapiri Mposhi',
      lastUpdateTime: '2026-03-04T10:30:00.000Z',
      estimatedDeliveryDate: '2026-03-05T00:00:00.000Z',
      driverName: 'Joseph Phiri',
      driverPhone: '+260 977 555 123',
      truckNumber: 'ABZ 1234',
    });
    serve({ active: [shipment] });
    await openPage();

    const summary = screen.getByRole('region', { name: 'Shipment summary' });
    await within(summary).findByText('K 34.5K');
    for (const title of ['Active', 'In Transit', 'Completed', 'Total Value']) {
      expect(within(summary).getByText(title)).toBeTruthy();
    }
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeTruthy();

    const card = await cardOf(shipment);
    expect(card.getByText('In Transit')).toBeTruthy();
    expect(card.getByText('K 12,000')).toBeTruthy();
    expect(card.getByText(`Mining - Copper cathodes on pallets · ${formatTons(28_000)}`)).toBeTruthy();
    expect(card.getByText(/Kitwe/).textContent).toContain('Lusaka');
    expect(card.getByRole('progressbar')).toBeTruthy();
    expect(card.getByText(/Last update: In Transit at Kapiri Mposhi · 4 Mar 2026, 12:30/)).toBeTruthy();
    expect(card.getByText('Mwale Haulage')).toBeTruthy();
    expect(card.getByText('Joseph Phiri')).toBeTruthy();
    expect(card.getByText('+260 977 555 123')).toBeTruthy();
    expect(card.getByText('ABZ 1234')).toBeTruthy();
    // The one expected-delivery date, under the one label (the requested 6 Mar is not it), said
    // once to a screen reader too (not 'ETA: ETA:').
    expect(card.getByText('Expected Delivery: 5 Mar 2026')).toBeTruthy();
    expect(card.queryByText(/ETA/)).toBeNull();
    const path = `/dashboard/cargo-owner/shipment/${shipment.id}`;
    expect(card.getByRole('link', { name: /^Track Live/ }).getAttribute('href')).toBe(path);
    expect(card.getByRole('link', { name: /^View Details/ }).getAttribute('href')).toBe(path);
  });

  it.each([
    ['active', [12_000, 12_500.5], ['K 12,000.00', 'K 12,500.50']],
    ['completed', [12_000, 12_500.5], ['K 12,000.00', 'K 12,500.50']],
    ['completed', [12_000, 12_500], ['K 12,000', 'K 12,500']],
  ] as const)('shows every amount of the %s list with the same decimals', async (tab, amounts, expected) => {
    const status = tab === 'active' ? 'IN_TRANSIT' : 'DELIVERED';
    const shipments = amounts.map((amount) => makeShipment({ status, amount }));
    serve({ [tab]: shipments });
    await openPage();
    if (tab === 'completed') await openCompleted(2);

    for (const [i, shipment] of shipments.entries()) {
      expect((await cardOf(shipment)).getByText(expected[i] ?? '')).toBeTruthy();
    }
  });

  it("reads 'Awaiting payment — Pay now' on a shipment not yet paid, leading to its pay form", async () => {
    const unpaid = makeShipment({ status: 'PENDING_PICKUP', progress: 10, receiptAvailable: false });
    const paid = makeShipment({ status: 'PENDING_PICKUP', progress: 10, receiptAvailable: true });
    serve({ active: [unpaid, paid] });
    await openPage();

    const card = await cardOf(unpaid);
    expect(card.getByText('Awaiting payment')).toBeTruthy();
    expect(card.getByText('Awaiting payment —')).toBeTruthy();
    expect(card.queryByText('Pending Pickup')).toBeNull();
    expect(card.queryByRole('progressbar')).toBeNull();
    const payNow = card.getByRole('link', { name: `Pay now for shipment ${shortId(unpaid.id)}` });
    expect(payNow.getAttribute('href')).toBe(`/dashboard/cargo-owner/shipment/${unpaid.id}#pay`);

    const paidCard = await cardOf(paid);
    expect(paidCard.getByText('Pending Pickup')).toBeTruthy();
    expect(paidCard.queryByRole('link', { name: /^Pay now/ })).toBeNull();
  });

  it('offers Call Driver as a tel: link only when the driver has a phone', async () => {
    const withPhone = makeShipment({ driverName: 'Joseph Phiri', driverPhone: '+260 (977) 555-123' });
    const withoutPhone = makeShipment({ driverName: 'Mary Banda' });
    serve({ active: [withPhone, withoutPhone] });
    await openPage();

    const call = (await cardOf(withPhone)).getByRole('link', { name: /^Call Driver/ });
    expect(call.getAttribute('href')).toBe('tel:+260977555123');
    expect((await cardOf(withoutPhone)).queryByRole('link', { name: /^Call Driver/ })).toBeNull();
  });

  it('searches on the server when Enter is pressed, and again with the button', async () => {
    serve({ active: [makeShipment()] });
    await openPage();
    await screen.findByRole('tab', { name: 'Active (1)' });
    const box = screen.getByRole('searchbox', { name: 'Search shipments' });

    fireEvent.change(box, { target: { value: 'copper' } });
    // Typing alone asks nothing.
    expect(listCalls('active').filter((c) => searchOf(c) === 'copper')).toHaveLength(0);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(searchOf(listCalls('active').at(-1))).toBe('copper'));
    expect(searchOf(listCalls('completed').at(-1))).toBe('copper');

    fireEvent.change(box, { target: { value: '  Ndola ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchOf(listCalls('active').at(-1))).toBe('Ndola'));
  });

  it('says when a search finds nothing, and when there are no shipments at all', async () => {
    serve();
    await openPage();
    expect(await screen.findByText('No shipments yet')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search shipments' }), {
      target: { value: 'gold' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No shipments found')).toBeTruthy();
    expect(screen.getByText('No active shipments match “gold”.')).toBeTruthy();
  });

  it('shows a delivery before the planned pickup date as early, with that date', async () => {
    const early = makeShipment({
      status: 'DELIVERED',
      progress: 100,
      pickupDate: '2026-03-10T00:00:00.000Z',
      completedAt: '2026-03-05T14:00:00.000Z',
    });
    serve({ completed: [early] });
    await openPage();
    await openCompleted(1);
    const card = await cardOf(early);
    expect(
      card.getByText('Completed: 5 Mar 2026, before the planned pickup date (10 Mar 2026)'),
    ).toBeTruthy();
  });

  it('downloads the POD of a delivered shipment, and offers none before delivery', async () => {
    const delivered = makeShipment({
      status: 'DELIVERED',
      progress: 100,
      completedAt: '2026-03-05T14:00:00.000Z',
    });
    const notYet = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    serve({ completed: [delivered, notYet] });
    network.on(
      'GET /api/shipments/:id/pod.pdf',
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    await openPage();
    await openCompleted(2);

    const card = await cardOf(delivered);
    expect(card.getByText('Completed: 5 Mar 2026')).toBeTruthy();
    expect((await cardOf(notYet)).queryByRole('button', { name: /^Download POD/ })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: /^Download POD/ }));
    await waitFor(() => expect(saved).toEqual([`njira-pod-${shortId(delivered.id)}.pdf`]));
    expect(network.calls.filter((c) => c.url.endsWith('/pod.pdf')).map((c) => c.url)).toEqual([
      `/api/shipments/${delivered.id}/pod.pdf`,
    ]);
  });

  it('says so when the POD cannot be downloaded', async () => {
    const delivered = makeShipment({ status: 'DELIVERED', progress: 100 });
    serve({ completed: [delivered] });
    network.on('GET /api/shipments/:id/pod.pdf', jsonResponse(404, { message: 'Shipment not found' }));
    await openPage();
    await openCompleted(1);
    fireEvent.click((await cardOf(delivered)).getByRole('button', { name: /^Download POD/ }));
    expect(await screen.findByText('Error downloading POD')).toBeTruthy();
    expect(screen.getByText('Shipment not found')).toBeTruthy();
  });

  it('toasts Error loading shipments, and Error searching shipments when a search fails', async () => {
    serve();
    network.on('GET /api/shipments/active', jsonResponse(400, { message: 'limit must be at least 1' }));
    await openPage();
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Error loading shipments')).toBeTruthy();
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' })).toBeTruthy();

    toast.dismiss();
    network.on(
      'GET /api/shipments/active',
      jsonResponse(400, { message: 'search contains characters that are not allowed' }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search shipments' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(toasts).findByText('Error searching shipments')).toBeTruthy();
  });
});
