import { CONTACT_PRIVATE, type Shipment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { type FakeCall, installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse, makeShipment, makeShipmentStats } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39): nothing yet, unless a test says otherwise.
beforeEach(() => network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY)));
const transporter = makeUser({ role: 'transporter' });

beforeAll(async () => {
  await Promise.all([
    import('./deliveries-page.tsx'),
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

/** The network as My Deliveries meets it: these stats and tabs, whatever the search. */
function serve(opts: {
  stats?: Parameters<typeof makeShipmentStats>[0];
  active?: Shipment[];
  completed?: Shipment[];
}) {
  network.on('GET /api/shipments/stats', () => jsonResponse(200, makeShipmentStats(opts.stats)));
  network.on('GET /api/shipments/active', () => listResponse(opts.active ?? []));
  network.on('GET /api/shipments/completed', () => listResponse(opts.completed ?? []));
}

const callsTo = (method: string, path: string) =>
  network.calls.filter((c) => c.method === method && c.url.split('?')[0] === path);
const query = (call: FakeCall | undefined) => new URLSearchParams(call?.url.split('?')[1] ?? '');

async function openPage() {
  renderApp('/dashboard/transporter/deliveries');
  await screen.findByRole('heading', { name: 'My Deliveries', level: 1 });
}

/** The card of one shipment, found by its short id. */
async function cardOf(shipment: Shipment) {
  const title = await screen.findByRole('heading', {
    name: `Shipment #${shipment.id.slice(-8).toUpperCase()}`,
  });
  const card = title.closest('li');
  if (!card) throw new Error('card not in a list item');
  return within(card);
}

describe('My Deliveries', () => {
  it('shows the server’s counts, the total value in thousands, and the tab counts', async () => {
    serve({
      stats: { active: 3, inTransit: 1, completed: 7, totalValue: 123_456 },
      active: [makeShipment(), makeShipment(), makeShipment()],
      completed: [makeShipment({ status: 'DELIVERED', progress: 100 })],
    });
    network.on('GET /api/shipments/completed', () =>
      listResponse([makeShipment({ status: 'DELIVERED', progress: 100 })], 7),
    );
    await openPage();

    const summary = screen.getByRole('region', { name: 'Delivery summary' });
    const statValue = (title: string) =>
      within(summary).getByText(title).parentElement?.nextElementSibling?.textContent;
    await within(summary).findByText('K 123.5K');
    expect(['Active', 'Completed', 'In Transit', 'Total Value'].map(statValue)).toEqual([
      '3',
      '7',
      '1',
      'K 123.5K',
    ]);
    expect(await screen.findByRole('tab', { name: 'Active (3)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Completed (7)' })).toBeTruthy();
  });

  it('shows every field of an active card', async () => {
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50, weight: 28_000 });
    serve({ active: [shipment] });
    await openPage();

    const card = await cardOf(shipment);
    expect(card.getByText('In Transit')).toBeTruthy();
    expect(card.getByText(`ID: ${shipment.id}`)).toBeTruthy();
    expect(card.getByText('K 12,000')).toBeTruthy();
    expect(card.getByText(/Copper cathodes on pallets · 28,000 kg/)).toBeTruthy();
    expect(card.getByText(/Kitwe/).textContent).toContain('Lusaka');
    expect(card.getByRole('progressbar', { name: 'Delivery progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    expect(card.getByText('Natasha Phiri')).toBeTruthy();
    expect(card.getByText('Copperbelt Mining Ltd')).toBeTruthy();
    expect(card.getByRole('link', { name: '+260 96 111 2222' }).getAttribute('href')).toBe(
      'tel:+260961112222',
    );
    expect(card.getByText('Pickup: 3 Mar 2026')).toBeTruthy();
    // The expected delivery (the bid's days), as every other screen shows it; not the requested 6 March.
    expect(card.getByText('Expected Delivery: 5 Mar 2026')).toBeTruthy();
    for (const name of ['View Details', 'Track Shipment']) {
      expect(card.getByRole('link', { name }).getAttribute('href')).toBe(
        `/dashboard/transporter/shipment/${shipment.id}`,
      );
    }
    // Delivered takes its proof (issue 39): the shipment's page, with Delivered chosen.
    expect(card.getByRole('link', { name: 'Mark Delivered' }).getAttribute('href')).toBe(
      `/dashboard/transporter/shipment/${shipment.id}?deliver=1#update-progress-heading`,
    );
    expect(card.queryByRole('button', { name: 'Confirm Pickup' })).toBeNull();
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
    if (tab === 'completed') fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Completed (2)' }));

    for (const [i, shipment] of shipments.entries()) {
      expect((await cardOf(shipment)).getByText(expected[i] ?? '')).toBeTruthy();
    }
  });

  it('says the cargo owner keeps its contact private instead of a phone to call, when the server sent none', async () => {
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    const { email: _email, phoneNumber: _phone, ...cargoOwner } = shipment.cargoOwner;
    serve({ active: [{ ...shipment, cargoOwner: { ...cargoOwner, contactPrivate: true } }] });
    await openPage();

    const card = await cardOf(shipment);
    expect(card.getByText('Copperbelt Mining Ltd')).toBeTruthy();
    expect(card.getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(card.queryByRole('link', { name: /\+260/ })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('hides the progress bar at 0%', async () => {
    const shipment = makeShipment({ progress: 0 });
    serve({ active: [shipment] });
    await openPage();
    const card = await cardOf(shipment);
    expect(card.queryByRole('progressbar')).toBeNull();
  });

  it('Confirm Pickup asks first, then moves the shipment to AWAITING_PICKUP and refreshes the list and counts', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP', progress: 10 });
    serve({ stats: { active: 1 }, active: [shipment] });
    network.once('PATCH /api/shipments/:id', () =>
      jsonResponse(200, { ...shipment, status: 'AWAITING_PICKUP', progress: 25 }),
    );
    await openPage();
    const card = await cardOf(shipment);
    fireEvent.click(card.getByRole('button', { name: 'Confirm Pickup' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm pickup?' });
    expect(callsTo('PATCH', `/api/shipments/${shipment.id}`)).toHaveLength(0);
    const listsBefore = callsTo('GET', '/api/shipments/active').length;
    const statsBefore = callsTo('GET', '/api/shipments/stats').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Pickup' }));

    expect(await screen.findByText('Progress updated successfully!')).toBeTruthy();
    const [patch] = callsTo('PATCH', `/api/shipments/${shipment.id}`);
    expect(patch?.body).toEqual({ status: 'AWAITING_PICKUP', progress: 25, eta: shipment.deliveryDate });
    await waitFor(() => expect(callsTo('GET', '/api/shipments/active').length).toBeGreaterThan(listsBefore));
    expect(callsTo('GET', '/api/shipments/stats').length).toBeGreaterThan(statsBefore);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says before pickup whether the payment is secured in escrow or still awaited', async () => {
    const paid = { paymentSecured: true, receiptAvailable: true };
    const secured = makeShipment({ status: 'PENDING_PICKUP', ...paid });
    const unpaid = makeShipment({ status: 'PENDING_PICKUP', paymentSecured: false });
    const onTheWay = makeShipment({ status: 'IN_TRANSIT', ...paid });
    serve({ active: [secured, unpaid, onTheWay] });
    await openPage();
    expect((await cardOf(secured)).getByText('Payment secured')).toBeTruthy();
    expect((await cardOf(secured)).queryByText('Awaiting payment')).toBeNull();
    expect((await cardOf(secured)).getByText('Pending Pickup')).toBeTruthy();
    // Not yet paid, it reads so, not 'Pending Pickup' (issue 39).
    expect((await cardOf(unpaid)).getByText('Awaiting payment')).toBeTruthy();
    expect((await cardOf(unpaid)).queryByText('Pending Pickup')).toBeNull();
    expect(
      (await cardOf(unpaid)).getByText('Pickup is possible once the cargo owner has paid.'),
    ).toBeTruthy();
    expect((await cardOf(onTheWay)).queryByText(/Payment secured|Awaiting payment/)).toBeNull();
  });

  it('shows pickup as confirmed, not as an action, once the shipment is awaiting pickup', async () => {
    const shipment = makeShipment({ status: 'AWAITING_PICKUP', progress: 25 });
    serve({ active: [shipment] });
    await openPage();
    const card = await cardOf(shipment);
    expect((card.getByRole('button', { name: 'Pickup Confirmed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.queryByRole('link', { name: 'Mark Delivered' })).toBeNull();
  });

  it('Mark Delivered opens the shipment with Delivered chosen and its proof asked for, sending nothing yet', async () => {
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 80 });
    serve({ active: [shipment] });
    network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
    network.on('GET /api/shipments/:id/payment', () => jsonResponse(200, { status: 'held' }));
    await openPage();
    fireEvent.click((await cardOf(shipment)).getByRole('link', { name: 'Mark Delivered' }));
    const stage = (await screen.findByRole('combobox', { name: 'New stage' })) as HTMLSelectElement;
    expect(stage.value).toBe('DELIVERED');
    expect(screen.getByLabelText("Receiver's delivery code")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Delivered' })).toBeTruthy();
    expect(network.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('searches on the server, in both tabs, and says when nothing matches', async () => {
    serve({ active: [makeShipment()] });
    await openPage();
    await screen.findByRole('tab', { name: 'Active (1)' });
    network.on('GET /api/shipments/active', () => listResponse([]));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search deliveries' }), {
      target: { value: ' Ndola ' },
    });

    expect(await screen.findByText('No deliveries match your search.')).toBeTruthy();
    expect(screen.getByText('No Active Deliveries')).toBeTruthy();
    expect(query(callsTo('GET', '/api/shipments/active').at(-1)).get('search')).toBe('Ndola');
    expect(query(callsTo('GET', '/api/shipments/completed').at(-1)).get('search')).toBe('Ndola');
  });

  it('shows both empty states without a search', async () => {
    serve({});
    await openPage();
    expect(await screen.findByText('No Active Deliveries')).toBeTruthy();
    expect(screen.getByText('Check Available Loads to find new deliveries.')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(await screen.findByText('No Completed Deliveries')).toBeTruthy();
    expect(screen.getByText('Your completed deliveries will appear here.')).toBeTruthy();
  });

  it('loads the next page from the server with Load more', async () => {
    const first = Array.from({ length: 10 }, () => makeShipment());
    const next = makeShipment({ cargo: 'Food - Maize meal' });
    serve({});
    network.on('GET /api/shipments/active', (call) =>
      query(call).get('offset') === '10' ? listResponse([next], 11) : listResponse(first, 11),
    );
    await openPage();
    expect(await screen.findByText('Showing 10 of 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await cardOf(next);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(query(callsTo('GET', '/api/shipments/active')[0]).get('limit')).toBe('10');
  });

  it('shows a completed card with its date, and downloads its receipt', async () => {
    const shipment = makeShipment({
      status: 'DELIVERED',
      progress: 100,
      completedAt: '2026-03-05T14:00:00.000Z',
      receiptAvailable: true,
    });
    serve({ completed: [shipment] });
    network.on(
      'GET /api/shipments/:id/receipt.pdf',
      () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const saved: string[] = [];
    // jsdom has no object URLs; the browser journey downloads a real file.
    URL.createObjectURL = () => 'blob:receipt';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Completed (1)' }));

    const card = await cardOf(shipment);
    expect(card.getByText('Completed: 5 Mar 2026')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() => expect(saved).toEqual([`njira-receipt-${shipment.id.slice(-8).toUpperCase()}.pdf`]));
    expect(callsTo('GET', `/api/shipments/${shipment.id}/receipt.pdf`)).toHaveLength(1);
    click.mockRestore();
  });

  it('rates the cargo owner from a completed card; the refreshed list shows Rated ★ n', async () => {
    const shipment = makeShipment({ status: 'DELIVERED', progress: 100 });
    const rated = {
      ...shipment,
      myRating: { stars: 5, comment: null, createdAt: '2026-03-06T10:00:00.000Z' },
    };
    serve({ completed: [shipment] });
    network.once('POST /api/shipments/:id/rating', jsonResponse(201, rated));
    await openPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Completed (1)' }));
    fireEvent.click((await cardOf(shipment)).getByRole('button', { name: 'Rate Cargo Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Cargo Owner' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    serve({ completed: [rated] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));

    expect(await screen.findByText('Thank you for your rating!')).toBeTruthy();
    const button = (await cardOf(shipment)).getByRole('button', { name: /^Rated/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(callsTo('POST', `/api/shipments/${shipment.id}/rating`)).toHaveLength(1);
  });

  it('offers no receipt on a completed card whose payment was never received', async () => {
    const shipment = makeShipment({ status: 'DELIVERED', progress: 100, receiptAvailable: false });
    serve({ completed: [shipment] });
    await openPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Completed (1)' }));
    const card = await cardOf(shipment);
    expect(card.getByRole('link', { name: 'View Details' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Download Receipt' })).toBeNull();
  });

  it('says so when the receipt cannot be downloaded', async () => {
    const shipment = makeShipment({ status: 'DELIVERED', progress: 100, receiptAvailable: true });
    serve({ completed: [shipment] });
    network.on('GET /api/shipments/:id/receipt.pdf', jsonResponse(404, { message: 'Shipment not found' }));
    await openPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Completed (1)' }));
    fireEvent.click((await cardOf(shipment)).getByRole('button', { name: 'Download Receipt' }));
    expect(await screen.findByText('Error downloading receipt')).toBeTruthy();
    expect(screen.getByText('Shipment not found')).toBeTruthy();
  });

  it('says the deliveries failed to load, and tries again', async () => {
    serve({});
    network.on('GET /api/shipments/active', jsonResponse(400, { message: 'limit must be at least 1' }));
    await openPage();

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Failed to load deliveries. Please try again.')).toBeTruthy();
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Error')).toBeTruthy();
    expect(within(toasts).getByText('Failed to load deliveries. Please try again.')).toBeTruthy();
    network.on('GET /api/shipments/active', () => listResponse([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Active Deliveries')).toBeTruthy();
  });
});
