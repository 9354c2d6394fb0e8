import { VERIFIED_ONLY_MESSAGE } from '@njira/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { setSession } from '../../lib/session.ts';
import { makeQuote, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { toast } from '../ui/toast.ts';
import { Toaster } from '../ui/toaster.tsx';
import { PlaceBidDialog } from './place-bid-dialog.tsx';

const network = installFakeNetwork();

beforeEach(() => setSession('token-1', makeUser()));
afterEach(() => toast.dismiss());

function openDialog(load: ReturnType<typeof makeQuote>) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <PlaceBidDialog load={load} />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
}

describe('the Place Bid dialog on a load for verified carriers only', () => {
  it('shows a transporter not verified why it cannot bid and how to get verified, not a bid form (issue 40)', async () => {
    network.on('GET /api/documents', json(200, { verified: false, documents: [] }));
    openDialog(makeQuote({ maxBudget: 25_000, verifiedOnly: true }));

    const dialog = await screen.findByRole('dialog', { name: 'Place Bid' });
    expect(await within(dialog).findByText('This load is for verified carriers only')).toBeTruthy();
    expect(within(dialog).getByText(/Your account is not verified yet/)).toBeTruthy();
    expect(within(dialog).getByText(/Upload your documents in Settings/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Upload documents in Settings' }).getAttribute('href'),
    ).toBe('/dashboard/transporter/settings');
    expect(within(dialog).queryByLabelText('Bid Amount (K)')).toBeNull();
  });

  it('gives a verified carrier the form, with the note, and the server’s 403 if that changed meanwhile', async () => {
    network.on('GET /api/documents', json(200, { verified: true, documents: [] }));
    const load = makeQuote({ maxBudget: 25_000, verifiedOnly: true });
    openDialog(load);
    await screen.findByLabelText('Bid Amount (K)');
    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    expect(within(dialog).getByText(/This load is for verified carriers only/)).toBeTruthy();

    network.once(
      'POST /api/quotes/:id/bids',
      json(403, { statusCode: 403, error: 'Forbidden', message: VERIFIED_ONLY_MESSAGE }),
    );
    fireEvent.change(screen.getByLabelText('Bid Amount (K)'), { target: { value: '15000' } });
    fireEvent.change(screen.getByLabelText('Estimated Delivery (days)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(await within(dialog).findByText(VERIFIED_ONLY_MESSAGE)).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
