import type { Shipment } from '@njira/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeShipment } from '../../testing/shipment-factories.ts';
import { toast } from '../ui/toast.ts';
import { Toaster } from '../ui/toaster.tsx';
import { RateShipmentButton, type RatingViewer } from './rate-shipment-dialog.tsx';
import { CHOOSE_STARS } from './rating-form.tsx';

const network = installFakeNetwork();

beforeEach(() => setSession('token-1', makeUser()));
afterEach(() => toast.dismiss());

const delivered = (overrides: Partial<Shipment> = {}) =>
  makeShipment({ status: 'DELIVERED', progress: 100, completedAt: '2026-03-05T10:00:00.000Z', ...overrides });

function show(shipment: Shipment, viewer: RatingViewer = 'transporter') {
  return render(
    <QueryClientProvider client={queryClient}>
      <RateShipmentButton shipment={shipment} viewer={viewer} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function openDialog(shipment: Shipment, viewer: RatingViewer = 'transporter') {
  show(shipment, viewer);
  const label = viewer === 'transporter' ? 'Rate Cargo Owner' : 'Rate Service';
  fireEvent.click(screen.getByRole('button', { name: label }));
  return screen.getByRole('dialog', { name: label });
}

const star = (n: number) =>
  screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }) as HTMLInputElement;
const checkedStars = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => (r as HTMLInputElement).value);
const commentBox = () => screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement;
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));

describe('RateShipmentButton', () => {
  it('reads Rate Cargo Owner for the transporter and Rate Service for the owner, naming who is rated', () => {
    const shipment = delivered();
    const dialog = openDialog(shipment, 'cargo-owner');
    expect(within(dialog).getByText(/How did Mwale Haulage do on shipment/)).toBeTruthy();
  });

  it('shows nothing before delivery', () => {
    show(makeShipment({ status: 'IN_TRANSIT', progress: 50 }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stands as a disabled Rated ★ n once rated', () => {
    show(delivered({ myRating: { stars: 4, comment: null, createdAt: '2026-03-06T10:00:00.000Z' } }));
    const button = screen.getByRole('button', { name: /Rated/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Rated ★ 4');
  });

  it('chooses stars with the arrow keys, stopping at 1 and 5, and Home/End', () => {
    openDialog(delivered());
    const first = star(1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(checkedStars()).toEqual(['1']);
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    fireEvent.keyDown(star(2), { key: 'ArrowUp' });
    expect(checkedStars()).toEqual(['3']);
    expect(document.activeElement).toBe(star(3));
    fireEvent.keyDown(star(3), { key: 'End' });
    fireEvent.keyDown(star(5), { key: 'ArrowRight' });
    expect(checkedStars()).toEqual(['5']);
    fireEvent.keyDown(star(5), { key: 'ArrowLeft' });
    expect(checkedStars()).toEqual(['4']);
    fireEvent.keyDown(star(4), { key: 'Home' });
    fireEvent.keyDown(star(1), { key: 'ArrowDown' });
    expect(checkedStars()).toEqual(['1']);
    expect(screen.getByText('Poor')).toBeTruthy();
  });

  it('counts the comment’s characters up to 500', () => {
    openDialog(delivered());
    expect(screen.getByText('0/500 characters')).toBeTruthy();
    fireEvent.change(commentBox(), { target: { value: 'Paid on time' } });
    expect(screen.getByText('12/500 characters')).toBeTruthy();
    expect(commentBox().maxLength).toBe(500);
  });

  it('asks for stars before sending anything', async () => {
    const dialog = openDialog(delivered());
    submit(dialog);
    expect(await within(dialog).findByText(CHOOSE_STARS)).toBeTruthy();
    expect(network.calls).toEqual([]);
    fireEvent.click(star(2));
    expect(within(dialog).queryByText(CHOOSE_STARS)).toBeNull();
  });

  it('sends the stars and the trimmed comment, thanks the user and becomes Rated ★ n', async () => {
    const shipment = delivered();
    network.once('POST /api/shipments/:id/rating', (call) =>
      json(201, {
        ...shipment,
        myRating: { stars: 5, comment: 'Great', createdAt: '2026-03-06T10:00:00.000Z' },
        id: call.params.id,
      }),
    );
    const dialog = openDialog(shipment);
    fireEvent.click(star(5));
    fireEvent.change(commentBox(), { target: { value: '  Great  ' } });
    submit(dialog);

    expect(await screen.findByText('Thank you for your rating!')).toBeTruthy();
    expect(network.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `/api/shipments/${shipment.id}/rating`, { stars: 5, comment: 'Great' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rated = screen.getByRole('button', { name: /Rated/ }) as HTMLButtonElement;
    expect(rated.disabled).toBe(true);
    expect(rated.textContent).toContain('Rated ★ 5');
  });

  it('still thanks the user when the refreshed shipment, already rated, arrives before the answer', async () => {
    const shipment = delivered();
    const rating = { stars: 4, comment: null, createdAt: '2026-03-06T10:00:00.000Z' };
    let answer: (r: Response) => void = () => {};
    network.once(
      'POST /api/shipments/:id/rating',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const view = show(shipment);
    fireEvent.click(screen.getByRole('button', { name: 'Rate Cargo Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Cargo Owner' });
    fireEvent.click(star(4));
    submit(dialog);
    await waitFor(() => expect(network.calls.length).toBe(1));
    // The live event of the rating refreshes the shipment first (its answer is still on its way).
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <RateShipmentButton shipment={delivered({ myRating: rating })} viewer="transporter" />
        <Toaster />
      </QueryClientProvider>,
    );
    answer(json(201, { ...shipment, myRating: rating }));
    expect(await screen.findByText('Thank you for your rating!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Rated/ }).textContent).toContain('Rated ★ 4');
  });

  it('sends no comment when none was typed', async () => {
    const shipment = delivered();
    network.once(
      'POST /api/shipments/:id/rating',
      json(201, {
        ...shipment,
        myRating: { stars: 3, comment: null, createdAt: '2026-03-06T10:00:00.000Z' },
      }),
    );
    const dialog = openDialog(shipment);
    fireEvent.click(star(3));
    submit(dialog);
    await screen.findByText('Thank you for your rating!');
    expect(network.calls[0]?.body).toEqual({ stars: 3 });
  });

  it('keeps the stars and comment when the server refuses, and shows its reason', async () => {
    network.once(
      'POST /api/shipments/:id/rating',
      json(409, { statusCode: 409, error: 'Conflict', message: 'You have already rated this shipment' }),
    );
    // The 409 refreshes the shipment queries; nothing is cached here, so nothing is asked for.
    const dialog = openDialog(delivered());
    fireEvent.click(star(2));
    fireEvent.change(commentBox(), { target: { value: 'Late twice' } });
    submit(dialog);

    expect(await screen.findByText('Error submitting rating')).toBeTruthy();
    expect(within(dialog).getAllByText('You have already rated this shipment').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(checkedStars()).toEqual(['2']);
    expect(commentBox().value).toBe('Late twice');
  });
});
