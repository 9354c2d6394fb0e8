import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { setSession } from '../../lib/session.ts';
import { makeBid, makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { toast } from '../ui/toast.ts';
import { Toaster } from '../ui/toaster.tsx';
import { type BidTarget, PlaceBidDialog } from './place-bid-dialog.tsx';

const network = installFakeNetwork();

beforeEach(() => setSession('token-1', makeUser()));
// sonner keeps its toasts between renders; each test counts only its own.
afterEach(() => toast.dismiss());

async function openDialog(load: BidTarget = makeQuote({ maxBudget: 25_000, distance: 360 })) {
  render(
    <QueryClientProvider client={queryClient}>
      <PlaceBidDialog load={load} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
  // The form's code arrives on first use.
  await screen.findByLabelText('Bid Amount (K)');
  return screen.getByRole('dialog', { name: 'Place Bid' });
}

const amountBox = () => screen.getByLabelText('Bid Amount (K)') as HTMLInputElement;
const daysBox = () => screen.getByLabelText('Estimated Delivery (days)') as HTMLInputElement;
const notesBox = () => screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement;

function type(box: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireEvent.change(box, { target: { value } });
}

function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
}

describe('the Place Bid dialog', () => {
  it.each([
    ['no amount', '', '3', 'Please fill in all required fields'],
    ['no days', '15000', '', 'Please fill in all required fields'],
    ['a zero amount', '0', '3', 'Please enter a valid bid amount'],
    ['a lone dot', '.', '3', 'Please enter a valid bid amount'],
    ['0 days', '15000', '0', 'Please enter a valid delivery time (1-30 days)'],
    ['31 days', '15000', '31', 'Please enter a valid delivery time (1-30 days)'],
    ['more than the budget', '25000.01', '3', "Your bid exceeds the cargo owner's budget of K 25,000"],
  ])('refuses %s with one message and sends nothing', async (_case, amount, days, message) => {
    const dialog = await openDialog();
    type(amountBox(), amount);
    type(daysBox(), days);
    submit(dialog);

    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('puts the focus in the amount, and clears a field’s message as soon as it is edited', async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(amountBox()));
    submit(dialog);
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeTruthy();
    type(amountBox(), '1');
    expect(within(dialog).queryByText('Please fill in all required fields')).toBeNull();
  });

  it('keeps only digits and one dot in the amount, and only digits in the days', async () => {
    await openDialog();
    type(amountBox(), 'K12a,5.0.5');
    expect(amountBox().value).toBe('125.05');
    type(daysBox(), '1x0 d');
    expect(daysBox().value).toBe('10');
  });

  it.each([
    [360, '1'],
    [1300, '4'],
    [null, '3'],
  ])('suggests the days from a distance of %s km', async (distance, days) => {
    await openDialog(makeQuote({ distance }));
    expect(daysBox().value).toBe(days);
  });

  it('says what the transporter will receive: 80% of the bid', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('K 25,000')).toBeTruthy();
    type(amountBox(), '12345.50');
    expect(within(dialog).getByText(/You will receive K 9,876.40/)).toBeTruthy();
    // The budget is not read with the hint that follows the typing: it keeps its whole kwacha.
    expect(within(dialog).getByText('K 25,000')).toBeTruthy();
  });

  it('posts the bid, says so and closes; notes are optional', async () => {
    const load = makeQuote({ distance: 900 });
    network.once('POST /api/quotes/:id/bids', json(201, makeBid({ isOwn: true })));
    const dialog = await openDialog(load);
    type(amountBox(), '20000');
    type(notesBox(), '  Tautliner, can load Monday  ');
    submit(dialog);

    expect(await screen.findByText('Bid placed successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        `/api/quotes/${load.id}/bids`,
        { amount: 20000, estimatedDays: 3, notes: 'Tautliner, can load Monday' },
      ],
    ]);
  });

  it("keeps the dialog open with the typed values and the server's reason when the bid fails", async () => {
    network.once(
      'POST /api/quotes/:id/bids',
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'You have already placed a bid on this load',
      }),
    );
    const dialog = await openDialog();
    type(amountBox(), '19000');
    type(daysBox(), '4');
    type(notesBox(), 'Available now');
    submit(dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Error placing bid');
    expect(alert.textContent).toContain('You have already placed a bid on this load');
    expect(await screen.findAllByText('Error placing bid')).toHaveLength(2); // the toast and the dialog
    expect(screen.getByRole('dialog', { name: 'Place Bid' })).toBe(dialog);
    expect([amountBox().value, daysBox().value, notesBox().value]).toEqual(['19000', '4', 'Available now']);
  });

  it('starts afresh when reopened after Cancel', async () => {
    const dialog = await openDialog();
    type(amountBox(), '19000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus goes back to the button that opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place Bid' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    expect(((await screen.findByLabelText('Bid Amount (K)')) as HTMLInputElement).value).toBe('');
  });
});
