import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { allowConsoleError } from '../../testing/console-guard.ts';
import { makeQuote } from '../../testing/factories.ts';
import { installFakeNetwork } from '../../testing/fake-network.ts';
import { PlaceBidDialog } from './place-bid-dialog.tsx';

installFakeNetwork();

// The form's code is fetched when the dialog opens; here the first fetch fails, as on a dropped line.
const connection = vi.hoisted(() => ({ down: true }));
vi.mock('./place-bid-form.tsx', async (importOriginal) => {
  if (connection.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the Place Bid dialog on a bad connection', () => {
  it('says the form could not be loaded, and Try Again loads it', async () => {
    allowConsoleError(/Failed to fetch dynamically imported module|error occurred in the <Lazy>/);
    render(
      <QueryClientProvider client={queryClient}>
        <PlaceBidDialog load={makeQuote()} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    expect(
      await screen.findByText('The bid form could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();

    connection.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Bid Amount (K)')).toBeTruthy();
  });
});
