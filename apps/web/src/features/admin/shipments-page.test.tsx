import { formatKwacha, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeParty, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse, makeProgressEntry, makeShipment } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });

beforeAll(async () => {
  await Promise.all([
    import('./shipments-page.tsx'),
    import('./shipment-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
});
afterEach(() => toast.dismiss());

const listCalls = () => network.calls.filter((c) => c.url.startsWith('/api/shipments?'));

describe('All Shipments', () => {
  it('lists every shipment with its parties, status and amount, searched and filtered by the server', async () => {
    const shipment = makeShipment({
      status: 'IN_TRANSIT',
      amount: 12_000,
      cargoOwner: makeParty({ companyName: 'Copperbelt Mining Ltd' }),
      transporter: makeParty({ companyName: 'Mwale Haulage' }),
    });
    network.on('GET /api/shipments', (call) =>
      call.url.includes('search=') ? listResponse([], 0) : listResponse([shipment], 1),
    );
    renderApp('/dashboard/admin/shipments');

    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = within(table)
      .getByText(`#${shortId(shipment.id)}`)
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Copperbelt Mining Ltd → Mwale Haulage')).toBeTruthy();
    expect(within(row).getByText('In Transit')).toBeTruthy();
    expect(within(row).getByText(formatKwacha(12_000))).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 shipment')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'DELIVERED' } });
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('status=DELIVERED'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search shipments' }), {
      target: { value: 'gold' },
    });
    expect(await screen.findByText('No shipments found')).toBeTruthy();
  });
});

describe('Shipment Details (admin)', () => {
  it('shows both parties with contact, the money split and the history, and cancels before pickup', async () => {
    const shipment = makeShipment({
      status: 'PENDING_PICKUP',
      amount: 12_000,
      platformFee: 2_400,
      transporterAmount: 9_600,
      cargoOwner: makeParty({ companyName: 'Copperbelt Mining Ltd', phoneNumber: '+260 966 000111' }),
      transporter: makeParty({ companyName: 'Mwale Haulage', email: 'chanda@mwale.example' }),
      progressHistory: [makeProgressEntry({ updatedBy: 'System' })],
    });
    let current = shipment;
    network.on('GET /api/shipments/:id', () => jsonResponse(200, current));
    network.once('DELETE /api/shipments/:id', () => {
      current = { ...shipment, status: 'CANCELLED' };
      return jsonResponse(200, current);
    });
    renderApp(`/dashboard/admin/shipments/${shipment.id}`);

    expect(
      await screen.findByRole('heading', { name: `Shipment #${shortId(shipment.id)}`, level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('+260 966 000111')).toBeTruthy();
    expect(screen.getByText('chanda@mwale.example')).toBeTruthy();
    expect(screen.getByText('K 2,400')).toBeTruthy();
    expect(screen.getByText('K 9,600')).toBeTruthy();
    expect(screen.getByText('Pending Pickup · 10%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Route Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Shipment' }),
    );
    expect(await screen.findByText('Shipment cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull());
  });

  it('shows the server’s reason when the truck has already collected it, and offers no cancel after pickup', async () => {
    const shipment = makeShipment({ status: 'PENDING_PICKUP' });
    let current = shipment;
    network.on('GET /api/shipments/:id', () => jsonResponse(200, current));
    network.once('DELETE /api/shipments/:id', () => {
      current = { ...shipment, status: 'AWAITING_PICKUP', progress: 25 };
      return jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'A shipment can only be cancelled before pickup',
      });
    });
    renderApp(`/dashboard/admin/shipments/${shipment.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Shipment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Shipment' }),
    );
    expect(await screen.findByText('Error cancelling shipment')).toBeTruthy();
    expect(screen.getByText('A shipment can only be cancelled before pickup')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull());
  });
});
