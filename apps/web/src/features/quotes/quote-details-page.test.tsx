import { CONTACT_PRIVATE, type Party } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeBid, makeParty, makeQuote, makeUser, nextId } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const pathOf = (id: string) => `/dashboard/transporter/quote/${id}`;

beforeAll(async () => {
  await Promise.all([
    import('./quote-details-page.tsx'),
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

describe('Quote Details for a transporter', () => {
  it('shows every block of the load', async () => {
    const quote = makeQuote({
      estimatedValue: 80_000,
      insuranceRequired: true,
      specialInstructions: 'Tarpaulin required.',
      cargoOwner: makeParty({ fullName: 'Mutinta Phiri', companyName: 'Copperbelt Mining Ltd' }),
      bids: [makeBid({ amount: 22_000 })],
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    expect(
      await screen.findByRole('heading', { name: `Quote #${quote.id.slice(-8).toUpperCase()}` }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    for (const text of [
      quote.id,
      quote.cargo,
      '1 bid',
      '5 days left',
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
      'Mutinta Phiri',
      'Copperbelt Mining Ltd',
      'Contact details will be shared after bid acceptance',
      'Payment Information',
      'K 25,000',
      'Ready to bid on this load?',
    ]) {
      expect(main.textContent, text).toContain(text);
    }
    expect(screen.getByRole('button', { name: 'Place Bid' })).toBeTruthy();
  });

  it.each([
    [
      'two decimals for all when a bid has ngwee',
      15_000,
      [makeBid({ amount: 12_500.5 })],
      ['K 15,000.00', 'K 3,000.00', 'K 12,000.00', 'K 12,500.50'],
    ],
    [
      'two decimals for all when the 80/20 split has ngwee',
      12_343,
      [],
      ['K 12,343.00', 'K 2,468.60', 'K 9,874.40', 'No bids yet'],
    ],
    [
      'whole kwacha when none has ngwee',
      15_000,
      [makeBid({ amount: 12_500 })],
      ['K 15,000', 'K 3,000', 'K 12,000', 'K 12,500'],
    ],
  ])('shows the Payment Information figures with %s', async (_case, maxBudget, bids, figures) => {
    const quote = makeQuote({ maxBudget, bids });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const card = (await screen.findByRole('heading', { name: 'Payment Information' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    const rows = [
      "Cargo owner's budget",
      'Platform fee (20%)',
      'You receive at this budget (80%)',
      'Lowest bid',
    ];
    expect(rows.map((label) => within(card).getByText(label).nextElementSibling?.textContent)).toEqual(
      figures,
    );
  });

  it("shows 'Bid Already Placed' with this transporter's amount and days", async () => {
    const quote = makeQuote({
      bids: [makeBid({ amount: 19_000 }), makeBid({ isOwn: true, amount: 21_500, estimatedDays: 4 })],
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const button = await screen.findByRole('button', { name: 'Bid Already Placed' });
    expect(button).toHaveProperty('disabled', true);
    const card = button.parentElement as HTMLElement;
    expect(within(card).getByText('K 21,500')).toBeTruthy();
    expect(within(card).getByText('4 days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Bid' })).toBeNull();
  });

  it('tells the transporter whose bid was accepted so, and its 80% is of its own bid (issue 40)', async () => {
    const shipmentId = nextId();
    const quote = makeQuote({
      status: 'ACCEPTED',
      shipmentId,
      maxBudget: 30_000,
      bids: [makeBid({ isOwn: true, isAccepted: true, amount: 21_500 })],
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    expect(await screen.findByRole('heading', { name: 'Your bid was accepted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Shipment' }).getAttribute('href')).toBe(
      `/dashboard/transporter/shipment/${shipmentId}`,
    );
    expect(screen.queryByRole('button', { name: 'Bid Already Placed' })).toBeNull();
    const card = screen
      .getByRole('heading', { name: 'Payment Information' })
      .closest('.rounded-xl') as HTMLElement;
    expect(within(card).getByText('Your accepted bid').nextElementSibling?.textContent).toBe('K 21,500');
    expect(within(card).getByText('Platform fee (20%)').nextElementSibling?.textContent).toBe('K 4,300');
    expect(within(card).getByText('You receive (80% of your bid)').nextElementSibling?.textContent).toBe(
      'K 17,200',
    );
  });

  it('after a bid shows it as placed without a reload', async () => {
    const quote = makeQuote({ distance: 800 });
    const own = makeBid({ isOwn: true, amount: 20_000, estimatedDays: 2 });
    network.once('GET /api/quotes/:id', json(200, quote));
    network.once('POST /api/quotes/:id/bids', json(201, own));
    network.once('GET /api/quotes/:id', json(200, { ...quote, bids: [own], bidCount: 1, lowestBid: 20_000 }));
    renderApp(pathOf(quote.id));

    fireEvent.click(await screen.findByRole('button', { name: 'Place Bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    fireEvent.change(await within(dialog).findByLabelText('Bid Amount (K)'), { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bid' }));

    expect(await screen.findByText('Bid placed successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
    expect(network.calls.map((c) => `${c.method} ${c.url}`)).toContain(`GET /api/quotes/${quote.id}`);
    expect(network.calls.filter((c) => c.url === `/api/quotes/${quote.id}`)).toHaveLength(2);
  });

  it('keeps a refused bid in the open dialog, and shows the load as bid on once it is closed', async () => {
    const quote = makeQuote();
    const own = makeBid({ isOwn: true, amount: 18_000, estimatedDays: 3 });
    network.once('GET /api/quotes/:id', json(200, quote));
    network.once(
      'POST /api/quotes/:id/bids',
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'You have already placed a bid on this load',
      }),
    );
    network.once('GET /api/quotes/:id', json(200, { ...quote, bids: [own], bidCount: 1 }));
    renderApp(pathOf(quote.id));

    fireEvent.click(await screen.findByRole('button', { name: 'Place Bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    fireEvent.change(await within(dialog).findByLabelText('Bid Amount (K)'), { target: { value: '17500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bid' }));

    expect(await within(dialog).findByText('You have already placed a bid on this load')).toBeTruthy();
    expect(network.calls.filter((c) => c.url === `/api/quotes/${quote.id}`)).toHaveLength(1);
    expect((within(dialog).getByLabelText('Bid Amount (K)') as HTMLInputElement).value).toBe('17500');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
  });

  it.each<[string, Pick<Party, 'email' | 'phoneNumber' | 'contactPrivate'>]>([
    [
      'the owner’s phone and e-mail to call or write',
      { email: 'mutinta@example.com', phoneNumber: '+260 96 555 0101' },
    ],
    ['that the owner keeps them private', { contactPrivate: true }],
  ])('shows the transporter whose bid was accepted %s', async (_, contact) => {
    const quote = makeQuote({
      status: 'ACCEPTED',
      shipmentId: nextId(),
      cargoOwner: makeParty(contact),
      bids: [makeBid({ isOwn: true, isAccepted: true })],
    });
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    await screen.findByRole('heading', { name: 'Cargo Owner' });
    expect(screen.queryByText('Contact details shared after payment confirmation')).toBeNull();
    if (contact.phoneNumber) {
      expect(screen.getByRole('link', { name: contact.phoneNumber }).getAttribute('href')).toBe(
        'tel:+260965550101',
      );
      expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(
        `mailto:${contact.email}`,
      );
      expect(screen.queryByText(CONTACT_PRIVATE)).toBeNull();
    } else {
      expect(screen.getByText(CONTACT_PRIVATE)).toBeTruthy();
      expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    }
  });

  it("shows 'Quote not found' with a way back to the loads", async () => {
    network.on(
      'GET /api/quotes/:id',
      json(404, { statusCode: 404, error: 'Not Found', message: 'Quote not found' }),
    );
    renderApp(pathOf('no-such-quote'));

    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeTruthy();
    expect(screen.getByText("The quote you're looking for doesn't exist or has been removed.")).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Available Loads' });
    expect(back.getAttribute('href')).toBe('/dashboard/transporter/loads');
    expect(screen.queryByText('Error loading quote details')).toBeNull();
  });

  it("says 'Error loading quote details' on another failure, and Try Again reloads", async () => {
    const quote = makeQuote();
    network.once('GET /api/quotes/:id', json(400, { message: 'Something is off' }));
    renderApp(pathOf(quote.id));

    await waitFor(() => expect(screen.getAllByText('Error loading quote details')).toHaveLength(2));
    expect(screen.getByText('Something is off')).toBeTruthy();
    network.on('GET /api/quotes/:id', json(200, quote));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ready to bid on this load?')).toBeTruthy();
  });
});
