import { VERIFIED_ONLY_MESSAGE } from '@njira/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
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

describe('the Place Bid dialog on a load for verified carriers only', () => {
  it('says so, and shows the server’s 403 message when an unverified carrier bids', async () => {
    const load = makeQuote({ maxBudget: 25_000, verifiedOnly: true });
    render(
      <QueryClientProvider client={queryClient}>
        <PlaceBidDialog load={load} />
        <Toaster />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
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
