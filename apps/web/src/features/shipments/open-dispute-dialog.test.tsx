import type { ShipmentPayment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeShipmentDispute } from '../../testing/dispute-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39), and for its dispute once there can be one.
beforeEach(() => {
  network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY));
  network.on('GET /api/shipments/:id/dispute', (call) =>
    jsonResponse(200, { dispute: makeShipmentDispute({ shipmentId: call.params.id ?? '', reason: REASON }) }),
  );
});
const owner = makeUser({ role: 'cargo-owner' });
const transporter = makeUser({ role: 'transporter' });
const REASON = 'Two pallets arrived crushed and wet.';

beforeAll(async () => {
  await Promise.all([
    import('./owner-shipment-page.tsx'),
    import('./shipment-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});
afterEach(() => {
  toast.dismiss();
});

async function open(as: 'cargo-owner' | 'transporter', payment: (id: string) => ShipmentPayment) {
  const user = as === 'cargo-owner' ? owner : transporter;
  setSession('token', user);
  network.on('GET /api/auth/profile', jsonResponse(200, user));
  const shipment = makeShipment({ status: 'DELIVERED', progress: 100, amount: 15_000 });
  network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', () => jsonResponse(200, payment(shipment.id)));
  renderApp(`/dashboard/${as}/shipment/${shipment.id}`);
  const heading = await screen.findByRole('heading', { name: 'Payment', level: 2 });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('no payment card');
  return { shipment, card };
}

const disputed = (id: string) =>
  makeShipmentPayment({
    shipmentId: id,
    status: 'disputed',
    amount: 15_000,
    held: 15_000,
    dispute: { reason: REASON, openedAt: '2026-11-26T09:30:00.000Z' },
  });

describe('opening a dispute', () => {
  it('the owner opens a dispute beside Confirm Delivery; the payment is then on hold', async () => {
    const { shipment, card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({ shipmentId: id, amount: 15_000, held: 15_000, disputable: true }),
    );
    expect(await within(card).findByRole('button', { name: 'Confirm Delivery' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Open Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' });
    const reason = within(dialog).getByLabelText('What went wrong');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await within(dialog).findByText('Please say what went wrong')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await within(dialog).findByText('Please give at least 10 characters')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    network.once('POST /api/shipments/:id/dispute', () => jsonResponse(200, disputed(shipment.id)));
    fireEvent.change(reason, { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await screen.findByText('Dispute opened')).toBeTruthy();
    // The card leaves the top of the page (nothing for the owner to do) for its place beside the details.
    const onHold = await screen.findByText('Payment on hold: dispute open.');
    expect(screen.getByText(`Reason: ${REASON}`)).toBeTruthy();
    expect(onHold).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [`/api/shipments/${shipment.id}/dispute`, { reason: REASON }],
    ]);
  });

  it('sends the photos chosen with the reason, as multipart, at most 3', async () => {
    const { shipment, card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({ shipmentId: id, disputable: true }),
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Open Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' });
    fireEvent.change(within(dialog).getByLabelText('What went wrong'), { target: { value: REASON } });
    const input = within(dialog).getByLabelText('Photos (optional)') as HTMLInputElement;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
    fireEvent.change(within(dialog).getByLabelText('Photos (optional)'), {
      target: { files: [photo('c.jpg'), photo('d.jpg')] },
    });
    // Three kept, the fourth left out; one taken out again, then sent.
    const chosen = within(dialog).getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect((within(dialog).getByLabelText('Photos (optional)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    network.once('POST /api/shipments/:id/dispute', () => jsonResponse(200, disputed(shipment.id)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await screen.findByText('Dispute opened')).toBeTruthy();
    const body = network.calls.find((c) => c.method === 'POST')?.init.body as FormData;
    expect([...body.keys()]).toEqual(['reason', 'photos', 'photos']);
    expect(body.get('reason')).toBe(REASON);
    expect((body.getAll('photos') as File[]).map((f) => f.size)).toEqual([10, 10]);
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    const { card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({ shipmentId: id, disputable: true }),
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Open Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute?' });
    network.once(
      'POST /api/shipments/:id/dispute',
      jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'The payment was already released' }),
    );
    fireEvent.change(within(dialog).getByLabelText('What went wrong'), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Dispute' }));
    expect(await screen.findByText('Dispute not opened')).toBeTruthy();
    expect((within(dialog).getByLabelText('What went wrong') as HTMLTextAreaElement).value).toBe(REASON);
  });

  it('the transporter sees the payment on hold, and no dispute button', async () => {
    const { card } = await open('transporter', disputed);
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Payment on hold: dispute open. K 15,000 stays in escrow until an admin resolves the dispute.',
      ),
    );
    expect(within(card).queryByRole('button', { name: 'Open Dispute' })).toBeNull();
  });
});
