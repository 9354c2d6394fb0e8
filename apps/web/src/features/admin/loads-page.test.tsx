import { formatKwacha, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeBid, makeParty, makeQuote, makeQuoteSummary, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ role: 'admin' });

beforeAll(async () => {
  await Promise.all([
    import('./loads-page.tsx'),
    import('./load-details-page.tsx'),
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

const listCalls = () => network.calls.filter((c) => c.url.startsWith('/api/quotes?'));

describe('All Loads', () => {
  it('lists every load in a table with its status, bids and budget, and pages', async () => {
    const load = makeQuoteSummary({
      cargo: 'Mining - Copper cathodes',
      bidCount: 3,
      lowestBid: 15_000,
      maxBudget: 20_000,
    });
    const rest = Array.from({ length: 19 }, () => makeQuoteSummary());
    network.on('GET /api/quotes?limit=20&offset=0', listResponse([load, ...rest], 21));
    network.on(
      'GET /api/quotes?limit=20&offset=20',
      listResponse([makeQuoteSummary({ status: 'EXPIRED' })], 21),
    );
    renderApp('/dashboard/admin/loads');

    const table = await screen.findByRole('table', { name: 'Loads' });
    const row = within(table)
      .getByText(`#${shortId(load.id)}`)
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Mining - Copper cathodes')).toBeTruthy();
    expect(within(row).getByText('Kitwe → Lusaka')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('3 bids')).toBeTruthy();
    expect(within(row).getByText(`lowest ${formatKwacha(15_000)}`)).toBeTruthy();
    expect(within(row).getByText(formatKwacha(20_000))).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `View load #${shortId(load.id)}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/admin/loads/${load.id}`);
    expect(screen.getByText('Showing 20 of 21 loads')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 21 of 21 loads')).toBeTruthy();
  });

  it('asks the server for a status and a search, and says when nothing matches', async () => {
    network.on('GET /api/quotes', (call) =>
      call.url.includes('search=') ? listResponse([], 0) : listResponse([makeQuoteSummary()], 1),
    );
    renderApp('/dashboard/admin/loads');
    await screen.findByText('Showing 1 of 1 load');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'EXPIRED' } });
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('status=EXPIRED'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search loads' }), { target: { value: 'gold' } });
    expect(await screen.findByText('No loads found')).toBeTruthy();
    expect(listCalls().at(-1)?.url).toContain('search=gold');
  });
});

describe('Load Details (admin)', () => {
  it('shows the load, its owner with contact, every bid, and cancels it after a confirmation', async () => {
    const quote = makeQuote({
      cargoOwner: makeParty({
        companyName: 'Copperbelt Mining Ltd',
        email: 'ops@copperbelt.example',
        phoneNumber: '+260 966 1',
      }),
      bids: [
        makeBid({
          amount: 19_000,
          transporter: makeParty({ companyName: 'Mwale Haulage', fullName: 'Chanda Mwale' }),
        }),
        makeBid({
          amount: 17_500,
          transporter: makeParty({ companyName: 'Lusaka Freight', fullName: 'Bwalya Banda' }),
        }),
      ],
      bidCount: 2,
    });
    let current = quote;
    network.on('GET /api/quotes/:id', () => jsonResponse(200, current));
    network.once('DELETE /api/quotes/:id', () => {
      current = { ...quote, status: 'CANCELLED' };
      return jsonResponse(200, current);
    });
    renderApp(`/dashboard/admin/loads/${quote.id}`);

    expect(await screen.findByRole('heading', { name: `Load #${shortId(quote.id)}`, level: 1 })).toBeTruthy();
    expect(screen.getByText('ops@copperbelt.example')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bids (2)' })).toBeTruthy();
    const amounts = screen.getAllByText(/^K 1[79],[05]00$/).map((e) => e.textContent);
    expect(amounts).toEqual(['K 17,500', 'K 19,000']);
    expect(screen.getByText('Mwale Haulage · Chanda Mwale')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Load' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this load?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    expect(await screen.findByText('Load cancelled')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/quotes/${quote.id}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Load' })).toBeNull());
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('shows the bids, and the budget with the estimated value, with two decimals when one has ngwee', async () => {
    const quote = makeQuote({
      maxBudget: 25_000,
      estimatedValue: 80_000.5,
      bids: [makeBid({ amount: 19_000 }), makeBid({ amount: 17_500.25 })],
      bidCount: 2,
    });
    network.on('GET /api/quotes/:id', jsonResponse(200, quote));
    renderApp(`/dashboard/admin/loads/${quote.id}`);

    const bids = (await screen.findByRole('heading', { name: 'Bids (2)' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(
      within(bids)
        .getAllByText(/^K /)
        .map((e) => e.textContent),
    ).toEqual(['K 17,500.25', 'K 19,000.00']);
    const details = screen
      .getByRole('heading', { name: 'Load Details' })
      .closest('div.rounded-xl') as HTMLElement;
    expect(within(details).getByText('K 25,000.00')).toBeTruthy();
    expect(within(details).getByText('K 80,000.50')).toBeTruthy();
  });

  it('shows the server’s reason in a toast when the load can no longer be cancelled', async () => {
    const quote = makeQuote();
    network.on('GET /api/quotes/:id', jsonResponse(200, quote));
    network.once(
      'DELETE /api/quotes/:id',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Only an active quote can be cancelled',
      }),
    );
    renderApp(`/dashboard/admin/loads/${quote.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Load' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Load' }));
    expect(await screen.findByText('Error cancelling load')).toBeTruthy();
    expect(screen.getByText('Only an active quote can be cancelled')).toBeTruthy();
  });

  it('offers no cancel on a load that is no longer open, and says when a load does not exist', async () => {
    const accepted = makeQuote({ status: 'ACCEPTED', shipmentId: '5b1e6a2c-3d4f-4a8b-9c0d-000000000099' });
    network.on('GET /api/quotes/:id', (call) =>
      call.params.id === accepted.id
        ? jsonResponse(200, accepted)
        : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Quote not found' }),
    );
    const router = renderApp(`/dashboard/admin/loads/${accepted.id}`);
    await screen.findByRole('heading', { name: `Load #${shortId(accepted.id)}`, level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel Load' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Shipment' }).getAttribute('href')).toBe(
      `/dashboard/admin/shipments/${accepted.shipmentId}`,
    );
    await router.navigate('/dashboard/admin/loads/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Quote not found')).toBeTruthy();
  });
});
