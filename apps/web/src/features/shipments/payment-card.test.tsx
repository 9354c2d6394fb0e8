import type { ShipmentPayment } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { NO_DISPUTE } from '../../testing/dispute-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39), and for its dispute once the money was held and
// has moved: nothing, unless a test says otherwise.
beforeEach(() => {
  network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY));
  network.on('GET /api/shipments/:id/dispute', jsonResponse(200, NO_DISPUTE));
});
const owner = makeUser({ role: 'cargo-owner' });
const transporter = makeUser({ role: 'transporter' });

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

const awaiting = (id: string, overrides: Partial<ShipmentPayment> = {}) =>
  makeShipmentPayment({ shipmentId: id, status: 'awaiting_payment', held: 0, attempt: null, ...overrides });

async function open(
  as: 'cargo-owner' | 'transporter',
  payment: (id: string) => ShipmentPayment,
  status: 'PENDING_PICKUP' | 'DELIVERED' = 'PENDING_PICKUP',
) {
  const user = as === 'cargo-owner' ? owner : transporter;
  setSession('token', user);
  network.on('GET /api/auth/profile', jsonResponse(200, user));
  const shipment = makeShipment({ status, progress: status === 'DELIVERED' ? 100 : 10, amount: 14_000 });
  network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', () => jsonResponse(200, payment(shipment.id)));
  network.on('GET /api/wallet', jsonResponse(200, { wallet: null }));
  renderApp(`/dashboard/${as}/shipment/${shipment.id}`);
  const heading = await screen.findByRole('heading', { name: 'Payment', level: 2 });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('no payment card');
  return { shipment, card };
}

describe('the payment card', () => {
  it('the owner pays by mobile money, and is asked to approve on the phone', async () => {
    const { shipment, card } = await open('cargo-owner', (id) => awaiting(id, { amount: 14_000 }));
    const form = await within(card).findByRole('form', { name: 'Pay by mobile money' });
    fireEvent.change(within(form).getByLabelText('Mobile money'), { target: { value: 'AIRTEL_OAPI_ZMB' } });
    fireEvent.change(within(form).getByLabelText('Wallet number'), { target: { value: '0971 234 567' } });
    network.once('POST /api/shipments/:id/payment', () =>
      jsonResponse(
        200,
        makeShipmentPayment({
          shipmentId: shipment.id,
          status: 'processing',
          amount: 14_000,
          held: 0,
          attempt: {
            id: 'a',
            provider: 'AIRTEL_OAPI_ZMB',
            phoneNumber: '260971234567',
            status: 'ACCEPTED',
            failure: null,
            received: null,
            createdAt: new Date().toISOString(),
          },
        }),
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Pay K 14,000' }));

    expect(await within(card).findByText('Approve the payment on your phone')).toBeTruthy();
    expect(
      within(card).getByText(/A request for K 14,000 went to \+260 97 123 4567 \(\s*Airtel Money\)/),
    ).toBeTruthy();
    const posted = network.calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => [c.url, c.body])).toEqual([
      [`/api/shipments/${shipment.id}/payment`, { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260971234567' }],
    ]);
  });

  it('checks the wallet number before sending anything, and keeps what was typed', async () => {
    const { card } = await open('cargo-owner', (id) => awaiting(id));
    const form = await within(card).findByRole('form', { name: 'Pay by mobile money' });
    fireEvent.change(within(form).getByLabelText('Wallet number'), { target: { value: '0971 234 567' } });
    fireEvent.click(within(form).getByRole('button', { name: /^Pay / }));
    expect(await within(card).findByText('This is not an MTN MoMo number')).toBeTruthy();
    expect((within(form).getByLabelText('Wallet number') as HTMLInputElement).value).toBe('0971 234 567');
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says why the last payment failed, and offers to pay again', async () => {
    const { card } = await open('cargo-owner', (id) =>
      awaiting(id, {
        status: 'failed',
        attempt: {
          id: 'a',
          provider: 'MTN_MOMO_ZMB',
          phoneNumber: '260763456039',
          status: 'FAILED',
          failure: 'the payment was not approved on the phone in time',
          received: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Payment failed: the payment was not approved on the phone in time. You can try again.',
    );
    expect(within(card).getByRole('button', { name: 'Pay K 12,000' })).toBeTruthy();
  });

  it('tells the transporter the owner has not paid yet, and when the payment is secured', async () => {
    const { card } = await open('transporter', (id) => awaiting(id));
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Awaiting payment. The cargo owner has not paid yet: pickup is possible once the payment is secured.',
      ),
    );
    expect(within(card).queryByRole('form')).toBeNull();
  });

  it('shows a secured payment as held in escrow', async () => {
    const { card } = await open('transporter', (id) => makeShipmentPayment({ shipmentId: id, held: 14_000 }));
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Payment secured. K 14,000 is held in escrow until delivery is confirmed.',
      ),
    );
  });

  it('the owner confirms a delivered shipment, and the payment is released', async () => {
    const { shipment, card } = await open(
      'cargo-owner',
      (id) => makeShipmentPayment({ shipmentId: id, amount: 15_000, held: 15_000 }),
      'DELIVERED',
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Confirm Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delivery?' });
    expect(dialog.textContent).toContain(
      'K 15,000 is released from escrow: K 12,000 to the transporter’s mobile-money wallet and K 3,000 platform fee.',
    );
    network.once('POST /api/shipments/:id/payment/release', () =>
      jsonResponse(
        200,
        makeShipmentPayment({
          shipmentId: shipment.id,
          status: 'released',
          amount: 15_000,
          held: 0,
          payout: { status: 'ACCEPTED', provider: 'AIRTEL_OAPI_ZMB', phoneNumber: null, amount: 12_000 },
        }),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delivery' }));
    expect(await screen.findByText('Delivery confirmed')).toBeTruthy();
    await waitFor(() =>
      expect(card.textContent).toContain('K 12,000 is on its way to the transporter’s Airtel Money wallet.'),
    );
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/shipments/${shipment.id}/payment/release`,
    ]);
  });

  it('tells the transporter where its share was paid', async () => {
    const { card } = await open(
      'transporter',
      (id) =>
        makeShipmentPayment({
          shipmentId: id,
          status: 'released',
          held: 0,
          payout: {
            status: 'COMPLETED',
            provider: 'AIRTEL_OAPI_ZMB',
            phoneNumber: '260971234567',
            amount: 9_600,
          },
        }),
      'DELIVERED',
    );
    await waitFor(() =>
      expect(card.textContent).toContain('Paid out: K 9,600 to +260 97 123 4567 (Airtel Money).'),
    );
    expect(within(card).queryByRole('button', { name: 'Confirm Delivery' })).toBeNull();
  });

  it('tells the owner a payment not approved within 15 minutes expired, and offers to pay again', async () => {
    const { card } = await open('cargo-owner', (id) =>
      awaiting(id, {
        status: 'failed',
        attempt: {
          id: 'a',
          provider: 'MTN_MOMO_ZMB',
          phoneNumber: '260763456129',
          status: 'FAILED',
          failure: 'the payment was not approved within 15 minutes',
          received: null,
          createdAt: new Date(Date.now() - 16 * 60_000).toISOString(),
        },
      }),
    );
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Payment failed: the payment was not approved within 15 minutes. You can try again.',
    );
    expect(within(card).getByRole('button', { name: 'Pay K 12,000' })).toBeTruthy();
  });

  it('tells the transporter a failed payout will be retried', async () => {
    const released = (id: string) =>
      makeShipmentPayment({
        shipmentId: id,
        status: 'released',
        held: 0,
        payout: { status: 'FAILED', provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456079', amount: 9_600 },
      });
    const { card } = await open('transporter', released, 'DELIVERED');
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Payout failed — our team will retry it. K 9,600 stays owed to you until it reaches +260 76 345 6079 (MTN MoMo).',
      ),
    );
  });

  it('tells the owner a failed refund will be retried', async () => {
    const { card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({
        shipmentId: id,
        status: 'refunded',
        held: 0,
        refund: { status: 'FAILED', amount: 14_000 },
      }),
    );
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Refund failed — our team will retry it. The refund of K 14,000 stays owed to you.',
      ),
    );
  });

  it('tells the owner a second payment that arrived after the first is refunded', async () => {
    const { card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({ shipmentId: id, held: 12_000, refund: { status: 'ACCEPTED', amount: 12_000 } }),
    );
    await waitFor(() =>
      expect(card.textContent).toContain(
        'Your second payment of K 12,000 is on its way back to your mobile-money wallet.',
      ),
    );
  });

  it('tells the owner a payment that arrived short is being reviewed, and offers to pay the full amount', async () => {
    const { card } = await open('cargo-owner', (id) =>
      awaiting(id, {
        amount: 30_000,
        attempt: {
          id: '7d9f3e4a-0b5c-4e8d-9f2a-000000000002',
          provider: 'MTN_MOMO_ZMB',
          phoneNumber: '260763456789',
          status: 'COMPLETED',
          failure: null,
          received: 1,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    );
    const notice = await within(card).findByRole('status');
    expect(notice.textContent).toBe(
      'Your payment of K 1 was less than the K 30,000 asked. It is being reviewed and will be refunded to your wallet; pay the full K 30,000 to secure the shipment.',
    );
    expect(await within(card).findByRole('form', { name: 'Pay by mobile money' })).toBeTruthy();
  });

  it('tells the owner what a payment brought over the amount asked goes back', async () => {
    const { card } = await open('cargo-owner', (id) =>
      makeShipmentPayment({
        shipmentId: id,
        amount: 30_000,
        held: 30_000,
        attempt: {
          id: '7d9f3e4a-0b5c-4e8d-9f2a-000000000003',
          provider: 'MTN_MOMO_ZMB',
          phoneNumber: '260763456789',
          status: 'COMPLETED',
          failure: null,
          received: 60_000,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
        refund: { status: 'ACCEPTED', amount: 30_000 },
      }),
    );
    await waitFor(() =>
      expect(card.textContent).toContain(
        'The surplus of K 30,000 is on its way back to your mobile-money wallet.',
      ),
    );
  });

  it('asks a transporter released with no wallet to add one in Settings', async () => {
    const { card } = await open(
      'transporter',
      (id) => makeShipmentPayment({ shipmentId: id, status: 'released', held: 0, payout: null }),
      'DELIVERED',
    );
    const add = await within(card).findByRole('link', {
      name: 'Add a mobile-money wallet in Settings to be paid',
    });
    expect(add.getAttribute('href')).toBe('/dashboard/transporter/settings#wallet');
  });
});
