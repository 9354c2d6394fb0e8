import type { Shipment } from '@njira/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeDeliveryProof } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
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
afterEach(() => toast.dismiss());

async function openPage(shipment: Shipment) {
  network.on('GET /api/shipments/:id', jsonResponse(200, shipment));
  renderApp(`/dashboard/cargo-owner/shipment/${shipment.id}`);
  await screen.findByRole('heading', { name: `Shipment #${shipment.id.slice(-8).toUpperCase()}`, level: 1 });
}

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  const element = heading.closest('.rounded-xl');
  if (!(element instanceof HTMLElement)) throw new Error(`no ${title} card`);
  return within(element);
}

describe('the delivery on the owner’s shipment page (issue 39)', () => {
  it('shows the receiver’s code once paid, and texts it to the receiver the owner names', async () => {
    const shipment = makeShipment({ status: 'IN_TRANSIT', progress: 50 });
    network.on(
      'GET /api/shipments/:id/delivery',
      jsonResponse(200, { code: '482913', receiver: null, proof: null }),
    );
    await openPage(shipment);
    const code = card(
      await screen.findByRole('heading', { name: 'Delivery code' }).then(() => 'Delivery code'),
    );
    expect(code.getByText('482 913')).toBeTruthy();
    expect(code.getByText(/Never give it to the driver or the transporter/)).toBeTruthy();

    // Checked before anything is sent: what was typed stays.
    fireEvent.change(code.getByLabelText("Receiver's mobile number"), { target: { value: '12' } });
    fireEvent.click(code.getByRole('button', { name: 'Send code by SMS' }));
    expect(await code.findByText('Full name is required')).toBeTruthy();
    expect(code.getByText('Enter a mobile number, e.g. 097 123 4567 or +243 81 234 5678')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    network.once(
      'POST /api/shipments/:id/delivery-code/sms',
      jsonResponse(200, {
        code: '482913',
        receiver: { name: 'Mary Mwale', phoneNumber: '260966123456', sentAt: '2026-03-05T08:00:00.000Z' },
        proof: null,
      }),
    );
    fireEvent.change(code.getByLabelText("Receiver's name"), { target: { value: 'Mary Mwale' } });
    fireEvent.change(code.getByLabelText("Receiver's mobile number"), { target: { value: '0966 123 456' } });
    fireEvent.click(code.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Delivery code sent')).toBeTruthy();
    expect(code.getByText(/Sent to Mary Mwale \(\+260966123456\)/)).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'POST')?.body).toEqual({
      receiverName: 'Mary Mwale',
      phoneNumber: '0966 123 456',
    });
  });

  it('shows a delivery without the code as waiting for the owner, with its reason, and the photo on request', async () => {
    const shipment = makeShipment({ status: 'DELIVERED', progress: 100 });
    network.on(
      'GET /api/shipments/:id/delivery',
      jsonResponse(200, {
        code: '482913',
        receiver: null,
        proof: makeDeliveryProof({
          codeMatched: false,
          noCodeReason: 'The storekeeper lost the SMS',
          autoReleaseAt: null,
          unusual: ['early'],
        }),
      }),
    );
    await openPage(shipment);
    await screen.findByRole('heading', { name: 'Proof of delivery' });
    const proof = card('Proof of delivery');
    expect(proof.getByText(/Delivered without the receiver’s code\./)).toBeTruthy();
    expect(proof.getByText(/The storekeeper lost the SMS/)).toBeTruthy();
    expect(proof.getByText(/Unusual: marked delivered before the planned pickup date/)).toBeTruthy();
    expect(proof.getByText(/released only when you confirm the delivery/)).toBeTruthy();
    expect(proof.getByText('Mary Mwale')).toBeTruthy();
    // No code card once delivered; the photo is asked for only when wanted.
    expect(screen.queryByRole('heading', { name: 'Delivery code' })).toBeNull();
    expect(network.calls.some((c) => c.url.endsWith('/delivery/photo'))).toBe(false);
    expect(
      card('Payment').getByText(/released to the transporter only when you confirm the delivery/),
    ).toBeTruthy();
  });
});
