import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeBid, makeQuote, makeQuoteSummary, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeQuoteStats } from '../../testing/owner-factories.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/cargo-owner/quotes';

beforeAll(async () => {
  await Promise.all([
    import('./my-quotes-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', makeUser({ role: 'cargo-owner' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
  network.on('GET /api/quotes/stats', json(200, makeQuoteStats()));
});
afterEach(() => toast.dismiss());

const page = (items: unknown[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

describe('My Quotes', () => {
  it('shows the four cards as the server counted them', async () => {
    network.on(
      'GET /api/quotes/stats',
      json(200, makeQuoteStats({ active: 3, accepted: 2, totalBids: 11, expired: 1 })),
    );
    network.on('GET /api/quotes', page([]));
    renderApp(PATH);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() => expect(summary.textContent).toContain('11'));
    for (const text of ['Active3', 'Accepted2', 'Total Bids11', 'Expired1']) {
      expect(summary.textContent?.replace(/open for bids|became shipments|on all your loads/g, '')).toContain(
        text,
      );
    }
  });

  it('asks the server for the owner order and shows the quotes in the order it answers', async () => {
    const soon = makeQuoteSummary({ cargo: 'Mining - Copper' });
    const later = makeQuoteSummary({ cargo: 'Food - Maize', status: 'EXPIRED' });
    network.on('GET /api/quotes', page([soon, later]));
    renderApp(PATH);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Mining - Copper', 'Food - Maize']);
    const list = network.calls.find((c) => c.url.startsWith('/api/quotes?'));
    expect(new URL(list?.url ?? '', 'http://x').searchParams.get('sort')).toBe('owner');
  });

  it("shows the lowest bid and count with 'Review Bids (n)', and 'Waiting for Bids' disabled without bids", async () => {
    const bidded = makeQuoteSummary({
      cargo: 'Mining - Copper',
      bids: [makeBid({ amount: 14_000 }), makeBid({ amount: 12_500 })],
    });
    const waiting = makeQuoteSummary({ cargo: 'Food - Maize' });
    network.on('GET /api/quotes', page([bidded, waiting]));
    renderApp(PATH);
    const review = await screen.findByRole('link', { name: /^Review Bids \(2\)/ });
    expect(review.getAttribute('href')).toBe(`/dashboard/cargo-owner/quote/${bidded.id}`);
    expect(screen.getByRole('main').textContent).toContain('K 12,500');
    expect((screen.getByRole('button', { name: 'Waiting for Bids' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Post New Load' }).getAttribute('href')).toBe(
      '/dashboard/cargo-owner/post-load',
    );
  });

  it.each([
    ['two decimals for all when one has ngwee', 12_500.5, ['K 12,500.50', 'K 14,000.00']],
    ['whole kwacha when none has', 12_500, ['K 12,500', 'K 14,000']],
  ])('shows the lowest bids of the list with %s', async (_case, lowest, expected) => {
    const odd = makeQuoteSummary({ bids: [makeBid({ amount: lowest })] });
    const round = makeQuoteSummary({ bids: [makeBid({ amount: 14_000 })] });
    network.on('GET /api/quotes', page([odd, round]));
    renderApp(PATH);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^K /).textContent)).toEqual(expected);
  });

  it("says 'No quotes yet' with none, and 'No quotes found' for a search that matches none", async () => {
    network.on('GET /api/quotes', page([]));
    renderApp(PATH);
    expect(await screen.findByText('No quotes yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search quotes'), { target: { value: 'zinc' } });
    expect(await screen.findByText('No quotes found')).toBeTruthy();
    // The search is sent once the typing pauses (debounced): the text can show before the call.
    await waitFor(() => expect(network.calls.some((c) => c.url.includes('search=zinc'))).toBe(true));
  });

  it('loads the next page from the server when asked', async () => {
    const first = Array.from({ length: 20 }, () => makeQuoteSummary());
    const last = makeQuoteSummary({ cargo: 'Textiles - Cotton bales' });
    network.on('GET /api/quotes', (call) =>
      new URL(call.url, 'http://x').searchParams.get('offset') === '20' ? page([last], 21) : page(first, 21),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Textiles - Cotton bales')).toBeTruthy();
    expect(screen.getByText('Showing 21 of 21 quotes')).toBeTruthy();
  });

  it('cancels an active quote only after the confirmation', async () => {
    const quote = makeQuoteSummary({ cargo: 'Mining - Copper' });
    network.on('GET /api/quotes', page([quote]));
    network.on('DELETE /api/quotes/:id', json(200, makeQuote({ id: quote.id, status: 'CANCELLED' })));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel quote:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this quote?' });
    expect(network.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Quote' }));
    expect(await screen.findByText('Quote cancelled')).toBeTruthy();
    const call = network.calls.find((c) => c.method === 'DELETE');
    expect(call?.url).toBe(`/api/quotes/${quote.id}`);
  });

  it('offers no Cancel on a quote that is no longer active', async () => {
    network.on('GET /api/quotes', page([makeQuoteSummary({ status: 'ACCEPTED' })]));
    renderApp(PATH);
    await screen.findAllByRole('link', { name: /^View Details/ });
    expect(screen.queryByRole('button', { name: /^Cancel quote:/ })).toBeNull();
  });

  it("says 'Error loading quotes' with a Try Again that reloads", async () => {
    // A refusal is not retried, so the error shows at once.
    let refuse = true;
    network.on('GET /api/quotes', () =>
      refuse
        ? json(403, { statusCode: 403, error: 'Forbidden', message: 'Not allowed right now' })
        : page([makeQuoteSummary({ cargo: 'Food - Maize' })]),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Error loading quotes' })).toBeTruthy();
    expect(await screen.findByText('Not allowed right now')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Food - Maize')).toBeTruthy();
  });
});
