import { CONTACT_PRIVATE } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { fakeEventStreams } from '../../testing/event-stream.ts';
import { makeBid, makeParty, makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeNotification } from '../../testing/notification-factories.ts';

const network = installFakeNetwork();
const pathOf = (id: string) => `/dashboard/cargo-owner/quote/${id}`;

beforeAll(async () => {
  await Promise.all([
    import('./owner-quote-details-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('t', makeUser({ role: 'cargo-owner' }));
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user ?? {}));
});
afterEach(() => toast.dismiss());

/** Three bids as the owner sees them (identity included), deliberately not in amount order. */
function threeBids() {
  return [
    makeBid({
      amount: 21_000,
      estimatedDays: 2,
      transporter: makeParty({ fullName: 'Bwalya Mulenga', companyName: 'Bwalya Transport' }),
    }),
    makeBid({
      amount: 17_500,
      estimatedDays: 4,
      notes: 'Two flatbeds available',
      transporter: makeParty({
        fullName: 'Chanda Mwale',
        companyName: 'Mwale Haulage',
        rating: { average: 4.5, count: 12 },
      }),
    }),
    makeBid({
      amount: 19_000,
      estimatedDays: 3,
      transporter: makeParty({
        fullName: 'Natasha Banda',
        companyName: 'Banda Freight',
        rating: { average: null, count: 0 },
      }),
    }),
  ];
}

describe('Quote Details for the cargo owner', () => {
  it('shows every block of the load and a countdown to expiry', async () => {
    const quote = makeQuote({
      estimatedValue: 80_000,
      insuranceRequired: true,
      specialInstructions: 'Tarpaulin required.',
      bids: threeBids(),
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    expect(
      await screen.findByRole('heading', { name: `Quote #${quote.id.slice(-8).toUpperCase()}` }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    for (const text of [
      quote.cargo,
      'Kitwe',
      'Plot 12, Industrial Area',
      'Makeni warehouse 4',
      '28.5 tons',
      '360 km',
      '10 Mar 2026',
      '13 Mar 2026',
      'K 80,000',
      '12m x 2.4m x 2m',
      'Insurance Required',
      'Tarpaulin required.',
      'Contact via platform',
      'Contact details shared after payment confirmation',
    ]) {
      expect(main.textContent, text).toContain(text);
    }
    expect(main.textContent).toMatch(/4d 23h \d+m \d+s/);
    // The summary: the budget, the best bid so far and the 20% the platform keeps of it.
    const summary = screen.getByRole('heading', { name: 'Bid Summary' }).closest('div.rounded-xl');
    for (const text of ['K 25,000', 'Bids received3', 'K 17,500', 'K 3,500']) {
      expect(summary?.textContent, text).toContain(text);
    }
  });

  it("lists the bids cheapest first, numbered, with 'Best Bid' on the lowest and each transporter's rating", async () => {
    const quote = makeQuote({ bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    const bids = await screen.findAllByRole('listitem', { name: /^Bid \d/ });
    expect(bids.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bid 1, Best Bid: K 17,500 from Chanda Mwale',
      'Bid 2: K 19,000 from Natasha Banda',
      'Bid 3: K 21,000 from Bwalya Mulenga',
    ]);
    const [best, second, third] = bids as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(best).getByText('Best Bid')).toBeTruthy();
    expect(within(second).queryByText('Best Bid')).toBeNull();
    for (const text of ['#1', '4 days', 'Mwale Haulage', '★ 4.5 (12)', 'Two flatbeds available']) {
      expect(best.textContent).toContain(text);
    }
    expect(second.textContent).toContain('No ratings yet');
    // No rating sent: nothing said about ratings.
    expect(third.textContent).not.toMatch(/★|No ratings yet/);
  });

  it('shows every bid, the summary and the accept dialog with two decimals when one bid has ngwee', async () => {
    const quote = makeQuote({
      estimatedValue: 80_000,
      maxBudget: 25_000,
      bids: [
        makeBid({ amount: 21_000, transporter: makeParty({ fullName: 'Bwalya Mulenga' }) }),
        makeBid({ amount: 12_500.5, transporter: makeParty({ fullName: 'Chanda Mwale' }) }),
      ],
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const bids = await screen.findAllByRole('listitem', { name: /^Bid \d/ });
    expect(bids.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bid 1, Best Bid: K 12,500.50 from Chanda Mwale',
      'Bid 2: K 21,000.00 from Bwalya Mulenga',
    ]);
    expect(within(bids[1] as HTMLElement).getByText('K 21,000.00')).toBeTruthy();
    // The summary's budget, best bid and fee (K 2,500.10) are one set; the facts card is another.
    const summary = screen
      .getByRole('heading', { name: 'Bid Summary' })
      .closest('div.rounded-xl') as HTMLElement;
    for (const text of ['K 25,000.00', 'K 12,500.50', 'K 2,500.10']) {
      expect(within(summary).getByText(text)).toBeTruthy();
    }
    const facts = screen.getByText('Your Budget').closest('dl') as HTMLElement;
    expect(within(facts).getByText('K 80,000')).toBeTruthy();
    expect(within(facts).getByText('K 25,000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept This Bid: K 21,000.00 from Bwalya Mulenga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(within(dialog).getByText('K 21,000.00')).toBeTruthy();
    // What happens next is said before the owner commits: payment (issue 39).
    expect(dialog.textContent).toContain(
      'Payment comes next: you pay K 21,000.00 into escrow by mobile money, and the transporter picks the load up once it is secured.',
    );
  });

  it('shows the estimated value with two decimals beside a budget with ngwee', async () => {
    const quote = makeQuote({ estimatedValue: 80_000, maxBudget: 24_999.5 });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const facts = (await screen.findByText('Your Budget')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('K 80,000.00')).toBeTruthy();
    expect(within(facts).getByText('K 24,999.50')).toBeTruthy();
  });

  it('keeps whole kwacha in the bids, the summary and the facts when none has ngwee', async () => {
    const quote = makeQuote({ estimatedValue: 80_000, bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const bids = await screen.findAllByRole('listitem', { name: /^Bid \d/ });
    expect(bids.map((b) => within(b).getByText(/^K /).textContent)).toEqual([
      'K 17,500',
      'K 19,000',
      'K 21,000',
    ]);
    const summary = screen
      .getByRole('heading', { name: 'Bid Summary' })
      .closest('div.rounded-xl') as HTMLElement;
    for (const text of ['K 25,000', 'K 17,500', 'K 3,500']) {
      expect(within(summary).getByText(text)).toBeTruthy();
    }
    const facts = screen.getByText('Your Budget').closest('dl') as HTMLElement;
    expect(within(facts).getByText('K 80,000')).toBeTruthy();
    expect(within(facts).getByText('K 25,000')).toBeTruthy();
  });

  it('accepts a bid after the confirmation, then goes to My Shipments', async () => {
    const quote = makeQuote({ bids: threeBids() });
    const best = quote.bids[1];
    network.on('GET /api/quotes/:id', json(200, quote));
    network.on(
      'POST /api/quotes/:id/bids/:bidId/accept',
      json(200, { shipmentId: 'b5f5f0c2-0000-4000-8000-000000000001' }),
    );
    // My Shipments, where the accept leads, loads its own lists.
    network.on(
      'GET /api/shipments/stats',
      json(200, { active: 1, inTransit: 0, completed: 0, totalValue: 17_500 }),
    );
    network.on('GET /api/shipments/active', json(200, []));
    network.on('GET /api/shipments/completed', json(200, []));
    const router = renderApp(pathOf(quote.id));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Accept This Bid: K 17,500 from Chanda Mwale' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    for (const text of ['K 17,500', '4 days', 'Chanda Mwale', 'Mwale Haulage']) {
      expect(dialog.textContent).toContain(text);
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept Bid' }));
    expect(await screen.findByText('Bid accepted successfully!')).toBeTruthy();
    expect(
      screen.getByText('A shipment has been created and the transporter has been notified.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cargo-owner/shipments'));
    const call = network.calls.find((c) => c.method === 'POST');
    expect(call?.url).toBe(`/api/quotes/${quote.id}/bids/${best?.id}/accept`);
  });

  it('closes the dialog with Cancel and accepts nothing', async () => {
    const quote = makeQuote({ bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    fireEvent.click(await screen.findByRole('button', { name: /^Accept This Bid: K 19,000/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("on 409 shows the server's message and reloads the quote to its true state", async () => {
    const quote = makeQuote({ bids: threeBids() });
    const accepted = {
      ...quote,
      status: 'ACCEPTED' as const,
      bids: quote.bids.map((b, i) => ({ ...b, isAccepted: i === 0 })),
    };
    let reads = 0;
    network.on('GET /api/quotes/:id', () => {
      reads += 1;
      return json(200, reads === 1 ? quote : accepted);
    });
    network.on(
      'POST /api/quotes/:id/bids/:bidId/accept',
      json(409, { statusCode: 409, error: 'Conflict', message: 'This quote is no longer accepting bids' }),
    );
    const router = renderApp(pathOf(quote.id));
    fireEvent.click(await screen.findByRole('button', { name: /^Accept This Bid: K 17,500/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Bid' }));
    expect(await screen.findByText('This quote is no longer accepting bids')).toBeTruthy();
    expect(screen.getByText('Error accepting bid')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Accept This Bid/ })).toHaveLength(0),
    );
    // The quote's status and the winning bid both say so.
    expect(screen.getAllByText('Accepted', { selector: 'span' })).toHaveLength(2);
    expect(reads).toBeGreaterThan(1);
    expect(router.state.location.pathname).toBe(pathOf(quote.id));
  });

  it("says 'Error accepting bid' with the message when the accept fails otherwise, and stays", async () => {
    const quote = makeQuote({ bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    network.on('POST /api/quotes/:id/bids/:bidId/accept', () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp(pathOf(quote.id));
    fireEvent.click(await screen.findByRole('button', { name: /^Accept This Bid: K 17,500/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Bid' }));
    expect(await screen.findByText('Error accepting bid')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.for([
    ['ACCEPTED', 'Accepted'],
    ['CANCELLED', 'Cancelled'],
    ['EXPIRED', 'Expired'],
  ] as const)('a %s quote shows no countdown, only that it is closed', async ([status, label]) => {
    const quote = makeQuote({ status, bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    const card = (await screen.findByRole('heading', { name: 'Quote closed' })).closest('div.rounded-xl');
    expect(card?.textContent).toContain(label);
    expect(card?.textContent).toContain('No longer open for bids');
    expect(screen.queryByRole('heading', { name: 'Quote expires' })).toBeNull();
    expect(screen.getByRole('main').textContent).not.toMatch(/\d+d \d+h \d+m \d+s/);
  });

  it('takes a withdrawn bid off the list as soon as the stream tells of it', async () => {
    const events = fakeEventStreams(network);
    const bids = threeBids();
    const [, withdrawnBid] = bids;
    const quote = makeQuote({ bids, bidCount: 3 });
    network.once('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    expect(await screen.findByRole('heading', { name: 'Bids (3)' })).toBeTruthy();
    const accept = { name: 'Accept This Bid: K 17,500 from Chanda Mwale' };
    expect(screen.getByRole('button', accept)).toBeTruthy();
    const stream = await events.next();

    network.on(
      'GET /api/quotes/:id',
      json(200, { ...quote, bids: bids.filter((b) => b !== withdrawnBid), bidCount: 2 }),
    );
    const withdrawn = makeNotification({
      kind: 'bid_withdrawn',
      quoteId: quote.id,
      params: {
        cargo: quote.cargo,
        from: 'Kitwe',
        to: 'Lusaka',
        amount: 17_500,
        transporter: 'Mwale Haulage',
      },
    });
    stream.send('notification', withdrawn, withdrawn.id);

    expect(await screen.findByRole('heading', { name: 'Bids (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', accept)).toBeNull();
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText(withdrawn.message)).toBeTruthy();
    expect(withdrawn.message).toBe(
      `Mwale Haulage withdrew their bid of K 17,500 on ${quote.cargo} (Kitwe → Lusaka)`,
    );
  });

  it('shows the accepted transporter’s contact to call or write, and nothing about the others’', async () => {
    const shared = { email: 'chanda@example.com', phoneNumber: '+260 977 123456' };
    const transporter = makeParty({ fullName: 'Chanda Mwale', companyName: 'Mwale Haulage', ...shared });
    const bids = threeBids().map((b, i) => (i === 1 ? { ...b, isAccepted: true, transporter } : b));
    const quote = makeQuote({ status: 'ACCEPTED', shipmentId: '4b1d7c2e-8f3a-4c55-9e0d-888888888888', bids });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    const bid = await screen.findByRole('listitem', { name: /from Chanda Mwale/ });
    expect(within(bid).getByRole('link', { name: shared.phoneNumber }).getAttribute('href')).toBe(
      'tel:+260977123456',
    );
    expect(within(bid).getByRole('link', { name: shared.email })).toBeTruthy();
    const other = screen.getByRole('listitem', { name: /from Bwalya Mulenga/ });
    expect(within(other).queryByText('Contact details shared after payment confirmation')).toBeNull();
    expect(within(other).queryByText(CONTACT_PRIVATE)).toBeNull();
    // Its only link is the transporter's profile (as every bid's name is), never a phone or e-mail.
    const rival = bids.find((b) => b.transporter?.fullName === 'Bwalya Mulenga')?.transporter?.id;
    expect(
      within(other)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/dashboard/cargo-owner/profiles/${rival}`]);
    expect(other.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it('says the accepted transporter keeps its contact private when the server sent none', async () => {
    const bids = threeBids().map((b, i) =>
      i === 1 && b.transporter
        ? { ...b, isAccepted: true, transporter: { ...b.transporter, contactPrivate: true as const } }
        : b,
    );
    const quote = makeQuote({ status: 'ACCEPTED', shipmentId: '4b1d7c2e-8f3a-4c55-9e0d-888888888888', bids });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    const bid = await screen.findByRole('listitem', { name: /from Chanda Mwale/ });
    expect(within(bid).getByText(CONTACT_PRIVATE)).toBeTruthy();
    expect(within(bid).queryByText('Contact details shared after payment confirmation')).toBeNull();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it('offers no Accept on a quote that is no longer open', async () => {
    const quote = makeQuote({ status: 'EXPIRED', bids: threeBids() });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));
    await screen.findAllByRole('listitem', { name: /^Bid \d/ });
    expect(screen.queryAllByRole('button', { name: /^Accept This Bid/ })).toHaveLength(0);
  });

  it("shows 'Quote not found' with Back to Dashboard", async () => {
    network.on(
      'GET /api/quotes/:id',
      json(404, { statusCode: 404, error: 'Not Found', message: 'Quote not found' }),
    );
    renderApp(pathOf('4b1d7c2e-8f3a-4c55-9e0d-999999999999'));
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/cargo-owner',
    );
  });
});
