import type { OpenLoadCounts, QuoteSummary } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeBid, makeQuoteSummary, makeUser } from '../../testing/factories.ts';
import { type FakeCall, installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/transporter/loads';

beforeAll(async () => {
  await Promise.all([
    import('./available-loads-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', makeUser({ role: 'transporter' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
});
afterEach(() => toast.dismiss());

function page(quotes: QuoteSummary[], total = quotes.length) {
  return new Response(JSON.stringify(quotes), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

function counts(overrides: Partial<OpenLoadCounts> = {}) {
  return json(200, { total: 0, high: 0, nearby: 0, longDistance: 0, ...overrides });
}

/** The query of each GET /api/quotes/active call, as a plain object. */
function listQueries(): Record<string, string>[] {
  return network.calls
    .filter((c: FakeCall) => c.method === 'GET' && c.url.startsWith('/api/quotes/active?'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
}

describe('Available Loads', () => {
  it('shows each load as the spec lists it', async () => {
    const quote = makeQuoteSummary({
      id: '0d8f5a52-7c1e-4b9a-9d3e-5c2f1a7b6e4d',
      weight: 28_450,
      distance: 1_340,
      insuranceRequired: true,
      bids: [makeBid({ amount: 21_000 }), makeBid({ amount: 19_500 })],
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      expiresAt: new Date(Date.now() + 1.5 * 86_400_000).toISOString(),
    });
    network.on('GET /api/quotes/active', page([quote]));
    network.on('GET /api/quotes/active/counts', counts({ total: 1, high: 1, longDistance: 1 }));
    renderApp(PATH);

    const card = await screen.findByRole('article', { name: 'Quote #1A7B6E4D' });
    const text = card.textContent ?? '';
    for (const expected of [
      quote.id,
      'High Priority',
      'Expires tomorrow',
      'Posted 3h ago',
      quote.cargo,
      'Kitwe → Lusaka',
      '28.5 tons',
      '1,340 km',
      quote.cargoOwner.companyName,
      'K 25,000',
      '2 bids',
      'Lowest: K 19,500',
    ]) {
      expect(text).toContain(expected);
    }
    expect(
      within(card)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe(`/dashboard/transporter/quote/${quote.id}`);
    expect(within(card).getByRole('button', { name: 'Place Bid' })).toBeTruthy();
  });

  it('shows every budget and lowest bid in the list with two decimals when one has ngwee', async () => {
    const bidded = makeQuoteSummary({ maxBudget: 20_000, bids: [makeBid({ amount: 12_500.5 })] });
    const fresh = makeQuoteSummary({ maxBudget: 15_000 });
    network.on('GET /api/quotes/active', page([bidded, fresh]));
    network.on('GET /api/quotes/active/counts', counts({ total: 2 }));
    renderApp(PATH);

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('K 20,000.00')).toBeTruthy();
    expect(within(first).getByText('Lowest: K 12,500.50')).toBeTruthy();
    expect(within(second).getByText('K 15,000.00')).toBeTruthy();
  });

  it('keeps whole kwacha in the list when no amount has ngwee', async () => {
    const bidded = makeQuoteSummary({ maxBudget: 20_000, bids: [makeBid({ amount: 12_500 })] });
    const fresh = makeQuoteSummary({ maxBudget: 15_000 });
    network.on('GET /api/quotes/active', page([bidded, fresh]));
    network.on('GET /api/quotes/active/counts', counts({ total: 2 }));
    renderApp(PATH);

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('K 20,000')).toBeTruthy();
    expect(within(first).getByText('Lowest: K 12,500')).toBeTruthy();
    expect(within(second).getByText('K 15,000')).toBeTruthy();
  });

  it("says 'No bids yet', and shows 'Bid Already Placed' on a load this transporter bid on", async () => {
    network.on(
      'GET /api/quotes/active',
      page([makeQuoteSummary(), makeQuoteSummary({ bids: [makeBid({ isOwn: true, amount: 20_000 })] })]),
    );
    network.on('GET /api/quotes/active/counts', counts({ total: 2 }));
    renderApp(PATH);

    const [fresh, mine] = await screen.findAllByRole('article');
    expect(fresh?.textContent).toContain('No bids yet');
    expect(within(mine as HTMLElement).getByRole('button', { name: 'Bid Already Placed' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks the server for 20 in priority order and shows its four counters', async () => {
    network.on('GET /api/quotes/active', page([makeQuoteSummary()], 1));
    network.on('GET /api/quotes/active/counts', counts({ total: 37, high: 5, nearby: 12, longDistance: 9 }));
    renderApp(PATH);

    const counters = await screen.findByRole('region', { name: 'Load counters' });
    await waitFor(() => expect(within(counters).getByText('37')).toBeTruthy());
    for (const [title, value] of [
      ['Total Loads', '37'],
      ['High Priority', '5'],
      ['Nearby', '12'],
      ['Long Distance', '9'],
    ] as const) {
      const card = within(counters).getByText(title).closest('div')?.parentElement;
      expect(card?.textContent).toContain(value);
    }
    expect(listQueries()).toEqual([{ limit: '20', offset: '0', sort: 'priority' }]);
  });

  it('sends each filter to the server and marks it pressed; the filter is kept in the address', async () => {
    network.on('GET /api/quotes/active', page([makeQuoteSummary()]));
    network.on('GET /api/quotes/active/counts', counts({ total: 1 }));
    const router = renderApp(`${PATH}?filter=long-distance`);
    await screen.findByRole('article');
    expect(listQueries()).toEqual([{ limit: '20', offset: '0', filter: 'long-distance', sort: 'priority' }]);

    const filters = screen.getByRole('group', { name: 'Filter loads' });
    for (const [label, filter] of [
      ['All Loads', undefined],
      ['High Priority', 'high'],
      ['Nearby (< 200km)', 'nearby'],
    ] as const) {
      const button = within(filters).getByRole('button', { name: label });
      fireEvent.click(button);
      await waitFor(() => expect(listQueries().at(-1)?.filter).toBe(filter));
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(router.state.location.search).toBe(filter ? `?filter=${filter}` : '');
    }
    expect(listQueries().map((q) => q.filter)).toEqual(['long-distance', undefined, 'high', 'nearby']);
  });

  it('searches on the server once typing pauses, counters included', async () => {
    network.on('GET /api/quotes/active', page([makeQuoteSummary()]));
    network.on('GET /api/quotes/active/counts', counts({ total: 1 }));
    renderApp(PATH);
    await screen.findByRole('article');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search loads' }), { target: { value: 'nd' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search loads' }), {
      target: { value: ' Ndola ' },
    });
    await waitFor(() => expect(listQueries().at(-1)?.search).toBe('Ndola'));
    expect(listQueries().filter((q) => q.search === 'nd')).toEqual([]);
    await waitFor(() =>
      expect(network.calls.some((c) => c.url === '/api/quotes/active/counts?search=Ndola')).toBe(true),
    );
  });

  it('loads the next page on Load more and stops at the total', async () => {
    const first = Array.from({ length: 20 }, () => makeQuoteSummary());
    const second = [makeQuoteSummary(), makeQuoteSummary()];
    network.on('GET /api/quotes/active', (call) =>
      new URL(call.url, 'http://x').searchParams.get('offset') === '20' ? page(second, 22) : page(first, 22),
    );
    network.on('GET /api/quotes/active/counts', counts({ total: 22 }));
    renderApp(PATH);

    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 22 loads')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(22));
    expect(screen.getByText('Showing 22 of 22 loads')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listQueries().map((q) => q.offset)).toEqual(['0', '20']);
  });

  it("says 'No loads available' when the market is empty", async () => {
    network.on('GET /api/quotes/active', page([]));
    network.on('GET /api/quotes/active/counts', counts());
    renderApp(PATH);
    expect(await screen.findByText('No loads available')).toBeTruthy();
    expect(screen.getByText('There are no available loads at the moment. Check back later!')).toBeTruthy();
  });

  it("says 'No loads found' when a filter matches nothing", async () => {
    network.on('GET /api/quotes/active', (call) =>
      call.url.includes('filter=nearby') ? page([]) : page([makeQuoteSummary()]),
    );
    network.on('GET /api/quotes/active/counts', counts({ total: 1 }));
    renderApp(PATH);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Nearby (< 200km)' }));

    expect(await screen.findByText('No loads found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeTruthy();
  });

  it("shows 'Error loading available loads' with the server's message, and Try Again reloads", async () => {
    network.once('GET /api/quotes/active', json(400, { message: 'filter is not valid' }));
    network.on('GET /api/quotes/active/counts', counts());
    renderApp(PATH);

    // The toast and the panel.
    await waitFor(() => expect(screen.getAllByText('Error loading available loads')).toHaveLength(2));
    expect(screen.getByText('filter is not valid')).toBeTruthy();
    network.on('GET /api/quotes/active', page([makeQuoteSummary()]));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it("does not pass off the last filter's loads as this one's when this one fails", async () => {
    network.on('GET /api/quotes/active', (call) =>
      call.url.includes('filter=high')
        ? json(400, { message: 'filter must be one of high, nearby, long-distance' })
        : page([makeQuoteSummary()]),
    );
    network.on('GET /api/quotes/active/counts', counts({ total: 1 }));
    renderApp(PATH);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'High Priority' }));

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
