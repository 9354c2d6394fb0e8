import { CONTACT_PRIVATE, type Shipment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeProgressEntry, makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39): nothing yet, unless a test says otherwise.
beforeEach(() => network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY)));
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

beforeEach(() => {
  setSession('token', transporter);
  network.on('GET /api/auth/profile', jsonResponse(200, transporter));
  network.on('GET /api/shipments/:id/payment', (call) =>
    jsonResponse(200, makeShipmentPayment({ shipmentId: call.params.id ?? '' })),
  );
});
afterEach(() => {
  toast.dismiss();
});

const short = (s: Shipment) => s.id.slice(-8).toUpperCase();
const patches = () => network.calls.filter((c) => c.method === 'PATCH');

async function open(shipment: Shipment) {
  network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
  const router = renderApp(`/dashboard/transporter/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: `Shipment #${short(shipment)}`, level: 1 });
  return router;
}

function tracker() {
  const heading = screen.getByRole('heading', { name: 'Delivery Progress' });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('no tracker card');
  return within(card);
}

const stageOptions = () =>
  within(screen.getByRole('combobox', { name: 'New stage' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Shipment Details (transporter)', () => {
  it('shows the header, route, schedule and the cargo owner’s company and contact', async () => {
    const shipment = makeShipment({ distance: null, amount: 18_500 });
    await open(shipment);

    expect(screen.getByText(`ID: ${shipment.id}`)).toBeTruthy();
    expect(screen.getByText('Delivery Value').nextElementSibling?.textContent).toBe('K 18,500');
    expect(screen.getByText('28.0 tons')).toBeTruthy();
    expect(screen.getByText('~250 km')).toBeTruthy();
    expect(screen.getByText('12m x 2.4m x 2m')).toBeTruthy();
    expect(screen.getByText('Pickup Date').nextElementSibling?.textContent).toBe('3 Mar 2026');
    expect(screen.getByText('Expected Delivery').nextElementSibling?.textContent).toBe('5 Mar 2026');
    expect(screen.getByRole('heading', { name: 'Cargo Owner Contact' })).toBeTruthy();
    expect(screen.getByText('Copperbelt Mining Ltd')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+260 96 111 2222' }).getAttribute('href')).toBe(
      'tel:+260961112222',
    );
    expect(screen.getByRole('link', { name: 'natasha@example.com' }).getAttribute('href')).toBe(
      'mailto:natasha@example.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/transporter',
    );
  });

  it('says the cargo owner keeps its contact private, with nothing to call, when the server sent none', async () => {
    const shipment = makeShipment();
    const { email: _email, phoneNumber: _phone, ...cargoOwner } = shipment.cargoOwner;
    await open({ ...shipment, cargoOwner: { ...cargoOwner, contactPrivate: true } });
    expect(screen.getByText('Copperbelt Mining Ltd')).toBeTruthy();
    expect(screen.getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it("reads the spec's protected-contact texts before the payment is held (no contact sent)", async () => {
    const shipment = makeShipment();
    const { email: _email, phoneNumber: _phone, ...cargoOwner } = shipment.cargoOwner;
    await open({ ...shipment, cargoOwner });
    expect(screen.getByText('Full contact details protected by platform')).toBeTruthy();
    expect(screen.getByText('Contact admin for coordination assistance')).toBeTruthy();
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it('marks done and current stages, and says who completed each, where and with what note', async () => {
    const shipment = makeShipment({
      status: 'IN_TRANSIT',
      progress: 80,
      progressHistory: [
        makeProgressEntry(),
        makeProgressEntry({
          status: 'IN_TRANSIT',
          progress: 50,
          updatedBy: 'Chanda Mwale',
          location: 'Kapiri Mposhi',
          notes: 'Fuel stop',
        }),
        makeProgressEntry({ status: 'IN_TRANSIT', progress: 80, updatedBy: '' }),
      ],
    });
    await open(shipment);
    const stages = tracker()
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    const stage = (label: string) => {
      const item = stages.find((li) => li.querySelector('p')?.textContent?.startsWith(label));
      if (!item) throw new Error(`no stage ${label}`);
      return item;
    };

    expect(within(stage('Near Destination')).getByText('Current')).toBeTruthy();
    expect(within(stage('Near Destination')).getByText('(done)')).toBeTruthy();
    expect(within(stage('Near Destination')).getByText(/Completed by System/)).toBeTruthy();
    expect(within(stage('Picked Up')).getByText('(done)')).toBeTruthy();
    expect(within(stage('Delivered')).getByText('(not yet)')).toBeTruthy();
    const inTransit = within(stage('In Transit'));
    expect(inTransit.getByText(/Completed by Chanda Mwale/)).toBeTruthy();
    expect(inTransit.getByText('Kapiri Mposhi')).toBeTruthy();
    expect(inTransit.getByText('Fuel stop')).toBeTruthy();
    expect(inTransit.queryByText('Current')).toBeNull();
  });

  it('offers only the later stages, each with its fixed progress', async () => {
    await open(makeShipment({ status: 'AWAITING_PICKUP', progress: 25 }));
    expect(stageOptions()).toEqual([
      'Select the next stage',
      'In Transit (50%)',
      'Near Destination (80%)',
      'Delivered (100%)',
    ]);
  });

  it('sends the stage, its progress and the eta, leaving out an empty location and notes', async () => {
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    network.once('PATCH /api/shipments/:id', () => jsonResponse(200, { ...shipment, progress: 80 }));
    await open(shipment);
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), {
      target: { value: 'IN_TRANSIT_NEAR' },
    });
    fill('Location (optional)', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Update Progress' }));

    expect(await screen.findByText('Progress updated successfully!')).toBeTruthy();
    expect(patches()[0]?.body).toEqual({ status: 'IN_TRANSIT', progress: 80, eta: shipment.deliveryDate });
  });

  it('sends the location and notes trimmed, then clears them and the selection', async () => {
    const shipment = makeShipment({ status: 'AWAITING_PICKUP', progress: 25 });
    network.once('PATCH /api/shipments/:id', () => jsonResponse(200, shipment));
    await open(shipment);
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), {
      target: { value: 'IN_TRANSIT' },
    });
    fill('Location (optional)', '  Kapiri Mposhi ');
    fill('Notes (optional)', ' Left the mine at dawn \n');
    fireEvent.click(screen.getByRole('button', { name: 'Update Progress' }));

    expect(await screen.findByText('Progress updated successfully!')).toBeTruthy();
    expect(patches()[0]?.body).toEqual({
      status: 'IN_TRANSIT',
      progress: 50,
      eta: shipment.deliveryDate,
      location: 'Kapiri Mposhi',
      notes: 'Left the mine at dawn',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Location (optional)') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'New stage' }) as HTMLSelectElement).value).toBe('');
  });

  it('keeps what was typed and shows the server’s message when the update fails', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP', progress: 10 });
    network.once(
      'PATCH /api/shipments/:id',
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'A shipment can only move forward: choose a later stage',
      }),
    );
    await open(shipment);
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), {
      target: { value: 'IN_TRANSIT' },
    });
    fill('Location (optional)', 'Lusaka');
    fill('Notes (optional)', 'Signed by the storekeeper');
    fireEvent.click(screen.getByRole('button', { name: 'Update Progress' }));

    expect(await screen.findByText('Error updating progress')).toBeTruthy();
    expect(screen.getByText('A shipment can only move forward: choose a later stage')).toBeTruthy();
    expect((screen.getByLabelText('Location (optional)') as HTMLInputElement).value).toBe('Lusaka');
    expect((screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe(
      'Signed by the storekeeper',
    );
    expect((screen.getByRole('combobox', { name: 'New stage' }) as HTMLSelectElement).value).toBe(
      'IN_TRANSIT',
    );
  });

  it('marks Delivered with its proof: the code, the receiver, a photo, sent as multipart', async () => {
    const shipment = makeShipment({
      status: 'IN_TRANSIT',
      progress: 80,
      pickupDate: '2026-01-05T00:00:00.000Z',
    });
    await open(shipment);
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), { target: { value: 'DELIVERED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText(/Enter the receiver's 6-digit delivery code/)).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fill("Receiver's delivery code", '482 913');
    fill("Receiver's name", 'Mary Mwale');
    fill('Location (optional)', 'Solwezi depot');
    const photo = new File(['jpeg bytes'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo of the signed delivery note or the goods'), {
      target: { files: [photo] },
    });
    // A wrong code: the server's words, and everything typed and chosen stays.
    network.once(
      'POST /api/shipments/:id/delivery',
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message:
          'That delivery code is not right. Check it with the receiver (4 tries left before a 15-minute wait).',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText(/4 tries left/)).toBeTruthy();
    expect((screen.getByLabelText("Receiver's name") as HTMLInputElement).value).toBe('Mary Mwale');
    expect((screen.getByLabelText("Receiver's delivery code") as HTMLInputElement).value).toBe('482 913');

    network.once(
      'POST /api/shipments/:id/delivery',
      jsonResponse(200, { ...shipment, status: 'DELIVERED', progress: 100 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Progress updated successfully!')).toBeTruthy();
    const posts = network.calls.filter((c) => c.method === 'POST');
    const body = posts.at(-1)?.init.body as FormData;
    expect([...body.keys()]).toEqual(['code', 'receiverName', 'location', 'photo']);
    expect(body.get('code')).toBe('482913');
    expect(body.get('receiverName')).toBe('Mary Mwale');
    expect(patches()).toEqual([]);
  });

  it('without the code, asks why; before the pickup date, asks the transporter to confirm', async () => {
    const pickupDate = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50, pickupDate });
    network.on(
      'POST /api/shipments/:id/delivery',
      jsonResponse(200, { ...shipment, status: 'DELIVERED', progress: 100 }),
    );
    await open(shipment);
    fireEvent.change(screen.getByRole('combobox', { name: 'New stage' }), { target: { value: 'DELIVERED' } });
    expect(screen.getByText(/This delivery is unusual: the planned pickup date is/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The receiver has no code'));
    expect(screen.queryByLabelText("Receiver's delivery code")).toBeNull();
    fill('Why is there no code?', 'The storekeeper lost the SMS');
    fill("Receiver's name", 'Peter Banda');
    fireEvent.change(screen.getByLabelText('Photo of the signed delivery note or the goods'), {
      target: { files: [new File(['x'], 'note.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Confirm the unusual delivery first')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Yes, the goods were delivered'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    await waitFor(() => expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = network.calls.find((c) => c.method === 'POST')?.init.body as FormData;
    expect(body.get('noCode')).toBe('true');
    expect(body.get('noCodeReason')).toBe('The storekeeper lost the SMS');
    expect(body.get('confirmUnusual')).toBe('true');
    expect(body.get('code')).toBeNull();
  });

  it('offers no update controls once delivered', async () => {
    await open(makeShipment({ status: 'DELIVERED', progress: 100 }));
    expect(tracker().getAllByText('Current')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'New stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Progress' })).toBeNull();
  });

  it('offers no update controls for a cancelled shipment', async () => {
    await open(makeShipment({ status: 'CANCELLED', progress: 10 }));
    expect(screen.getByText('This shipment was cancelled before pickup.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Progress' })).toBeNull();
  });

  it('saves the driver and truck, then shows them on the card with an Edit button', async () => {
    const shipment = makeShipment();
    network.once('PATCH /api/shipments/:id', (call) =>
      jsonResponse(200, { ...shipment, ...(call.body as object) }),
    );
    await open(shipment);
    fill('Driver name', ' Joseph Phiri ');
    fill('Driver phone', '+260 97 700 1234');
    fill('Truck number', 'ABZ 1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save Driver Details' }));

    expect(await screen.findByText('Joseph Phiri')).toBeTruthy();
    expect(patches()[0]?.body).toEqual({
      driverName: 'Joseph Phiri',
      driverPhone: '+260 97 700 1234',
      truckNumber: 'ABZ 1234',
    });
    expect(screen.getByText('ABZ 1234')).toBeTruthy();
    expect(screen.queryByLabelText('Driver name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Driver name') as HTMLInputElement).value).toBe('Joseph Phiri');
  });

  it('asks for at least one driver detail before saving', async () => {
    await open(makeShipment());
    fireEvent.click(screen.getByRole('button', { name: 'Save Driver Details' }));
    expect(await screen.findByText('Enter the driver name, phone or truck number')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });

  it('says when the shipment does not exist', async () => {
    network.on(
      'GET /api/shipments/:id',
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Shipment not found' }),
    );
    renderApp('/dashboard/transporter/shipment/nope');
    expect(await screen.findByRole('heading', { name: 'Shipment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/transporter',
    );
    expect(screen.queryByText('Error loading shipment details')).toBeNull();
  });

  it('says when the shipment could not be loaded, and tries again', async () => {
    const shipment = makeShipment();
    network.once(
      'GET /api/shipments/:id',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Not allowed right now' }),
    );
    network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
    renderApp(`/dashboard/transporter/shipment/${shipment.id}`);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error loading shipment details')).toBeTruthy();
    expect(within(panel).getByText('Not allowed right now')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: `Shipment #${short(shipment)}`, level: 1 }),
    ).toBeTruthy();
  });
});
