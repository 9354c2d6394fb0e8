import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeBid, makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const pathOf = (id: string) => `/dashboard/transporter/quote/${id}`;
const noContent = () => new Response(null, { status: 204 });

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

/** A load this transporter bid K 21,500 on, with a rival's bid. */
function loadWithOwnBid() {
  const own = makeBid({ isOwn: true, amount: 21_500, estimatedDays: 4 });
  const rival = makeBid({ amount: 19_000 });
  return { own, quote: makeQuote({ bids: [rival, own], bidCount: 2 }) };
}

async function openWithdrawDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Bid' }));
  return screen.getByRole('dialog', { name: 'Withdraw your bid?' });
}

describe('Withdraw Bid on Quote Details', () => {
  it('asks first, then withdraws: the request, a toast, and the load open to bids again', async () => {
    const { own, quote } = loadWithOwnBid();
    const rivalOnly = quote.bids.filter((b) => !b.isOwn);
    network.once('GET /api/quotes/:id', json(200, quote));
    network.once('DELETE /api/quotes/:id/bids/:bidId', noContent());
    network.on('GET /api/quotes/:id', json(200, { ...quote, bids: rivalOnly, bidCount: 1 }));
    renderApp(pathOf(quote.id));

    const dialog = await openWithdrawDialog();
    expect(dialog.textContent).toContain('the cargo owner will no longer see it');
    expect(dialog.textContent).toContain('You can bid on this load again while it is open');
    expect(dialog.textContent).toContain('K 21,500');
    expect(within(dialog).getByRole('button', { name: 'Keep Bid' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Bid' }));

    expect(await screen.findByText('Bid withdrawn')).toBeTruthy();
    const deletes = network.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.url)).toEqual([`/api/quotes/${quote.id}/bids/${own.id}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page refetched: no bid of one's own any more, so Place Bid is back.
    expect(await screen.findByRole('button', { name: 'Place Bid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Bid' })).toBeNull();
    expect(network.calls.filter((c) => c.url === `/api/quotes/${quote.id}`)).toHaveLength(2);
  });

  it('keeps the bid on Keep Bid and on Escape, sends nothing, and gives focus back', async () => {
    const { quote } = loadWithOwnBid();
    network.on('GET /api/quotes/:id', json(200, quote));
    renderApp(pathOf(quote.id));

    const dialog = await openWithdrawDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Bid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const trigger = screen.getByRole('button', { name: 'Withdraw Bid' });
    const again = await openWithdrawDialog();
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(network.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it("shows the server's message when the withdrawal is refused, and refreshes the load", async () => {
    const { quote } = loadWithOwnBid();
    const message = 'This load is no longer open, so bids on it can no longer be withdrawn';
    network.once('GET /api/quotes/:id', json(200, quote));
    network.once(
      'DELETE /api/quotes/:id/bids/:bidId',
      json(409, { statusCode: 409, error: 'Conflict', message }),
    );
    network.on('GET /api/quotes/:id', json(200, { ...quote, status: 'ACCEPTED' }));
    renderApp(pathOf(quote.id));

    const dialog = await openWithdrawDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Bid' }));

    expect(await screen.findByText('Error withdrawing bid')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refreshed load is closed: the bid stays shown, with nothing to withdraw.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw Bid' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
  });

  it('offers no Withdraw Bid once the load is closed', async () => {
    const { quote } = loadWithOwnBid();
    network.on('GET /api/quotes/:id', json(200, { ...quote, status: 'ACCEPTED' }));
    renderApp(pathOf(quote.id));

    expect(await screen.findByRole('button', { name: 'Bid Already Placed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Bid' })).toBeNull();
  });
});
