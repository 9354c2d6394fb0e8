import type { SavedWallet, ShipmentPayment } from '@njira/domain';
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
afterEach(() => {
  toast.dismiss();
});

const SAVED: SavedWallet = {
  provider: 'AIRTEL_OAPI_ZMB',
  msisdn: '260973456129',
  phoneNumber: '097 345 6129',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

/** The owner's shipment page, awaiting payment (or after `payment`), with this wallet saved in Settings. */
async function openPayForm(wallet: SavedWallet | null, payment?: Partial<ShipmentPayment>, hash = '') {
  setSession('token', owner);
  network.on('GET /api/auth/profile', jsonResponse(200, owner));
  const shipment = makeShipment({ status: 'PENDING_PICKUP', progress: 10, amount: 14_000 });
  network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', () =>
    jsonResponse(
      200,
      makeShipmentPayment({
        shipmentId: shipment.id,
        status: 'awaiting_payment',
        amount: 14_000,
        held: 0,
        attempt: null,
        ...payment,
      }),
    ),
  );
  network.on('GET /api/wallet', jsonResponse(200, { wallet }));
  renderApp(`/dashboard/cargo-owner/shipment/${shipment.id}${hash}`);
  const form = await screen.findByRole('form', { name: 'Pay by mobile money' });
  return { shipment, form };
}

function processing(
  shipmentId: string,
  provider: SavedWallet['provider'],
  phoneNumber: string,
): ShipmentPayment {
  return makeShipmentPayment({
    shipmentId,
    status: 'processing',
    amount: 14_000,
    held: 0,
    attempt: {
      id: 'a',
      provider,
      phoneNumber,
      status: 'ACCEPTED',
      failure: null,
      received: null,
      createdAt: new Date().toISOString(),
    },
  });
}

const posts = () => network.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('the pay form and the saved wallet', () => {
  it('starts from the wallet saved in Settings, and pays from it as it is', async () => {
    const { shipment, form } = await openPayForm(SAVED);
    expect((within(form).getByLabelText('Mobile money') as HTMLSelectElement).value).toBe('AIRTEL_OAPI_ZMB');
    expect((within(form).getByLabelText('Wallet number') as HTMLInputElement).value).toBe('097 345 6129');
    // Already saved: nothing to offer.
    expect(within(form).queryByLabelText('Save this number for next time')).toBeNull();

    network.once('POST /api/shipments/:id/payment', () =>
      jsonResponse(200, processing(shipment.id, 'AIRTEL_OAPI_ZMB', '260973456129')),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Pay K 14,000' }));
    expect(await screen.findByText('Approve the payment on your phone')).toBeTruthy();
    expect(posts()).toEqual([
      [
        'POST',
        `/api/shipments/${shipment.id}/payment`,
        { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260973456129' },
      ],
    ]);
  });

  it('without a saved wallet, offers to save the number typed, once the payment request is made', async () => {
    const { shipment, form } = await openPayForm(null);
    expect((within(form).getByLabelText('Wallet number') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText('Wallet number'), { target: { value: '0763 456 789' } });
    fireEvent.click(within(form).getByLabelText('Save this number for next time'));
    network.once('POST /api/shipments/:id/payment', () =>
      jsonResponse(200, processing(shipment.id, 'MTN_MOMO_ZMB', '260763456789')),
    );
    network.once('PUT /api/wallet', jsonResponse(200, { wallet: { ...SAVED, provider: 'MTN_MOMO_ZMB' } }));
    fireEvent.click(within(form).getByRole('button', { name: 'Pay K 14,000' }));

    expect(await screen.findByText('Number saved')).toBeTruthy();
    await waitFor(() =>
      expect(posts()).toEqual([
        [
          'POST',
          `/api/shipments/${shipment.id}/payment`,
          { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789' },
        ],
        ['PUT', '/api/wallet', { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789' }],
      ]),
    );
  });

  it('saves nothing when the box is left unticked, or when the payment is refused', async () => {
    const { form } = await openPayForm(null);
    fireEvent.change(within(form).getByLabelText('Wallet number'), { target: { value: '0763 456 789' } });
    fireEvent.click(within(form).getByLabelText('Save this number for next time'));
    network.once(
      'POST /api/shipments/:id/payment',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'A payment is already waiting for approval',
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Pay K 14,000' }));
    // Said beside the form, and what was typed stays.
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Payment not started: A payment is already waiting for approval',
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Wallet number').value).toBe('0763 456 789');
    expect(posts().filter(([method]) => method === 'PUT')).toEqual([]);
  });

  it('starts again from the number a failed payment went to, not the saved one, with the failure beside it', async () => {
    const failed: Partial<ShipmentPayment> = {
      status: 'failed',
      attempt: {
        id: 'a',
        provider: 'MTN_MOMO_ZMB',
        phoneNumber: '260763456789',
        status: 'FAILED',
        failure: 'the payer did not approve',
        received: null,
        createdAt: new Date().toISOString(),
      },
    };
    await openPayForm(SAVED, failed);
    const form = await screen.findByRole('form', { name: 'Pay by mobile money' });
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('Wallet number').value).toBe('076 345 6789'),
    );
    expect(within(form).getByLabelText<HTMLSelectElement>('Mobile money').value).toBe('MTN_MOMO_ZMB');
    expect(screen.getByRole('alert').textContent).toBe(
      'Payment failed: the payer did not approve. You can try again.',
    );
  });

  it('puts the focus on the wallet number when the owner comes by "Pay now" (#pay)', async () => {
    const { form } = await openPayForm(SAVED, undefined, '#pay');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Wallet number')));
  });
});
