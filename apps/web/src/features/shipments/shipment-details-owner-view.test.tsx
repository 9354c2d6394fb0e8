import { CONTACT_PRIVATE, CONTACT_PROTECTED, type Shipment } from '@njira/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { setSession } from '../../lib/session.ts';
import { NO_DELIVERY } from '../../testing/delivery-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeShipmentPayment } from '../../testing/payment-factories.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';
import { ShipmentDetailsPage } from './shipment-details-page.tsx';

// The cargo owner's Shipment Details (its route comes with the owner's workspace) reuses this page
// with viewer="cargo-owner": the same tracker, read-only, and the transporter's company.
const network = installFakeNetwork();
// The shipment page asks for its delivery (issue 39): nothing yet, unless a test says otherwise.
beforeEach(() => network.on('GET /api/shipments/:id/delivery', jsonResponse(200, NO_DELIVERY)));

beforeEach(() => {
  setSession('token', makeUser({ role: 'cargo-owner', id: '1a2b3c4d-0000-4000-8000-000000000001' }));
});

async function openAsOwner(shipment: Shipment) {
  network.on('GET /api/shipments/:id', () => jsonResponse(200, shipment));
  network.on('GET /api/shipments/:id/payment', (call) =>
    jsonResponse(200, makeShipmentPayment({ shipmentId: call.params.id ?? '' })),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/cargo-owner/shipment/:id',
        element: (
          <QueryClientProvider client={queryClient}>
            <ShipmentDetailsPage viewer="cargo-owner" />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [`/dashboard/cargo-owner/shipment/${shipment.id}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: /^Shipment #/, level: 1 });
}

describe('Shipment Details as the cargo owner sees it', () => {
  it('shows the tracker without update controls, and no driver form', async () => {
    await openAsOwner(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'New stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Progress' })).toBeNull();
    expect(screen.queryByLabelText('Driver name')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Driver & Vehicle Details' })).toBeNull();
  });

  it('shows the transporter’s company and contact, and the driver card when the transporter has named one', async () => {
    await openAsOwner(makeShipment({ driverName: 'Joseph Phiri', truckNumber: 'ABZ 1234' }));
    expect(screen.getByRole('heading', { name: 'Transporter Contact' })).toBeTruthy();
    expect(screen.getByText('Mwale Haulage')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+260 977 123456' }).getAttribute('href')).toBe(
      'tel:+260977123456',
    );
    expect(screen.getByRole('link', { name: 'chanda@example.com' }).getAttribute('href')).toBe(
      'mailto:chanda@example.com',
    );
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Driver & Vehicle Details' })).toBeTruthy();
    expect(screen.getByText('Joseph Phiri')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/cargo-owner',
    );
  });

  it('says the transporter keeps its contact private, with nothing to call, when the server sent none', async () => {
    const shipment = makeShipment();
    const {
      email: _email,
      phoneNumber: _phone,
      ...transporter
    } = shipment.transporter as NonNullable<Shipment['transporter']>;
    await openAsOwner({ ...shipment, transporter: { ...transporter, contactPrivate: true } });
    expect(screen.getByText('Mwale Haulage')).toBeTruthy();
    expect(screen.getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(screen.queryByText(CONTACT_PROTECTED)).toBeNull();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it("reads the spec's protected-contact texts before the payment is held (no contact sent)", async () => {
    const shipment = makeShipment();
    const {
      email: _email,
      phoneNumber: _phone,
      ...transporter
    } = shipment.transporter as NonNullable<Shipment['transporter']>;
    await openAsOwner({ ...shipment, transporter });
    expect(screen.getByText(CONTACT_PROTECTED)).toBeTruthy();
    expect(screen.getByText('Contact admin for coordination assistance')).toBeTruthy();
    expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
  });

  it('shows the transporter’s rating on its contact card, and Rate Service once delivered', async () => {
    const shipment = makeShipment({ status: 'DELIVERED', progress: 100 });
    await openAsOwner({
      ...shipment,
      transporter: {
        ...(shipment.transporter as NonNullable<Shipment['transporter']>),
        rating: { average: 4.5, count: 2 },
      },
    });
    expect(screen.getByText('4.5 (2 ratings)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate Service' })).toBeTruthy();
  });

  it('shows no rating line when the transporter hides its ratings, and no Rate Service before delivery', async () => {
    await openAsOwner(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    expect(screen.queryByText('Rating:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rate Service' })).toBeNull();
  });

  it('says No ratings yet for a transporter nobody has rated, and Rated ★ n once rated', async () => {
    const shipment = makeShipment({
      status: 'DELIVERED',
      progress: 100,
      myRating: { stars: 3, comment: null, createdAt: '2026-03-06T10:00:00.000Z' },
    });
    await openAsOwner({
      ...shipment,
      transporter: {
        ...(shipment.transporter as NonNullable<Shipment['transporter']>),
        rating: { average: null, count: 0 },
      },
    });
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    const rated = screen.getByRole('button', { name: /^Rated/ }) as HTMLButtonElement;
    expect(rated.disabled).toBe(true);
  });
});
