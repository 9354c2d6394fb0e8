import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeAdminDispute, makeDisputePhoto } from '../../testing/dispute-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });
const PATH = '/dashboard/admin/disputes';

beforeAll(async () => {
  await Promise.all([
    import('./disputes-page.tsx'),
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

async function openResolve() {
  const list = await screen.findByRole('list', { name: 'Disputes' });
  fireEvent.click(within(list).getByRole('button', { name: 'Resolve' }));
  return screen.findByRole('dialog', { name: /^Resolve the dispute on shipment #/ });
}

describe('Disputes', () => {
  it('lists open disputes with the shipment, parties, amount held, reason and when opened', async () => {
    const open = makeAdminDispute();
    const resolved = makeAdminDispute({
      held: 0,
      resolution: {
        outcome: 'partial_refund',
        refunded: 5_000,
        reason: 'Part of the load was damaged.',
        resolvedBy: 'Ada Admin',
        resolvedAt: '2026-11-27T08:00:00.000Z',
      },
    });
    network.on('GET /api/admin/disputes', listResponse([open, resolved], 2));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Disputes', level: 1 })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Disputes' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    for (const text of [
      'Copperbelt Mining Ltd',
      'Mwale Haulage',
      'K 15,000',
      open.reason,
      'Kitwe → Lusaka',
    ]) {
      expect(first.textContent).toContain(text);
    }
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(second.textContent).toContain('Refund part, release the rest (K 5,000 refunded)');
    expect(within(second).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.getByText('Showing 2 of 2 disputes')).toBeTruthy();
  });

  it('shows the transporter’s answer, or that there is none yet, and both sides’ photos as thumbnails that open full size', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:dispute-photo');
    URL.revokeObjectURL = vi.fn();
    const answered = makeAdminDispute({
      answer: {
        text: 'The pallets were dry at loading.',
        answeredBy: 'Mwale Haulage',
        answeredAt: '2026-11-27T10:00:00.000Z',
      },
      photos: [
        makeDisputePhoto(),
        makeDisputePhoto({ side: 'transporter', addedBy: 'Mwale Haulage' }),
        makeDisputePhoto({ side: 'transporter', addedBy: 'Mwale Haulage' }),
      ],
    });
    const waiting = makeAdminDispute();
    network.on('GET /api/admin/disputes', listResponse([answered, waiting], 2));
    network.on(
      'GET /api/shipments/:id/dispute/photos/:photoId',
      () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 }),
    );
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Disputes' });
    // The first of the list's own items (the photos' items are nested in it).
    const item = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    expect(item.getByText('The pallets were dry at loading.')).toBeTruthy();
    expect(item.getByText(/Transporter’s answer · Mwale Haulage/)).toBeTruthy();
    const theirs = await item.findByRole('img', { name: 'Photo 2 from the transporter' });
    expect(theirs.closest('a')?.getAttribute('href')).toBe('blob:dispute-photo');
    expect(theirs.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(item.getByRole('img', { name: 'Photo 1 from the cargo owner' })).toBeTruthy();
    const photoCalls = network.calls.filter((c) => c.url.includes('/dispute/photos/'));
    expect(photoCalls.map((c) => c.url).sort()).toEqual(
      answered.photos.map((p) => `/api/shipments/${answered.shipmentId}/dispute/photos/${p.id}`).sort(),
    );
    expect(screen.getByText('The transporter has not answered yet')).toBeTruthy();

    // The resolve dialog puts both sides before the decision.
    fireEvent.click(item.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Resolve the dispute on shipment #/ });
    expect(within(dialog).getByText('The pallets were dry at loading.')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: 'Photo 1 from the cargo owner' })).toBeTruthy();
  });

  it('says so when there is no dispute', async () => {
    network.on('GET /api/admin/disputes', listResponse([], 0));
    renderApp(PATH);
    expect(await screen.findByText('No disputes')).toBeTruthy();
  });

  it('resolves with a partial refund: outcome, amount and reason are checked, then sent', async () => {
    const dispute = makeAdminDispute();
    network.on('GET /api/admin/disputes', listResponse([dispute], 1));
    renderApp(PATH);
    const dialog = await openResolve();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve Dispute' }));
    expect(await within(dialog).findByText('Please choose an outcome')).toBeTruthy();
    expect(within(dialog).getByText('Please say what went wrong')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Refund part, release the rest/ }));
    const amount = await within(dialog).findByLabelText('Amount to refund (K)');
    fireEvent.change(within(dialog).getByLabelText('Reason for the decision'), {
      target: { value: 'Part of the load was damaged.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve Dispute' }));
    expect(await within(dialog).findByText('Please enter the amount to refund')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    network.once(
      'POST /api/admin/disputes/:id/resolve',
      jsonResponse(200, {
        ...dispute,
        held: 0,
        resolution: {
          outcome: 'partial_refund',
          refunded: 5_000,
          reason: 'Part of the load was damaged.',
          resolvedBy: 'Ada Admin',
          resolvedAt: '2026-11-27T08:00:00.000Z',
        },
      }),
    );
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve Dispute' }));
    expect(await screen.findByText('Dispute resolved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [
        `/api/admin/disputes/${dispute.id}/resolve`,
        { outcome: 'partial_refund', refundAmount: 5_000, reason: 'Part of the load was damaged.' },
      ],
    ]);
  });

  it('releases without an amount, and shows the server’s refusal', async () => {
    const dispute = makeAdminDispute();
    network.on('GET /api/admin/disputes', listResponse([dispute], 1));
    renderApp(PATH);
    const dialog = await openResolve();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Release to the transporter/ }));
    expect(within(dialog).queryByLabelText('Amount to refund (K)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Reason for the decision'), {
      target: { value: 'Photos show the load arrived intact.' },
    });
    network.once(
      'POST /api/admin/disputes/:id/resolve',
      jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'This dispute was already resolved' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve Dispute' }));
    expect(await screen.findByText('Dispute not resolved')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'POST')?.body).toEqual({
      outcome: 'release',
      reason: 'Photos show the load arrived intact.',
    });
  });
});
