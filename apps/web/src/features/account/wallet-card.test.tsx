import { DEFAULT_USER_SETTINGS, type SavedWallet } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./settings-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});
afterEach(() => {
  toast.dismiss();
});

const MTN: SavedWallet = {
  provider: 'MTN_MOMO_ZMB',
  msisdn: '260763456789',
  phoneNumber: '076 345 6789',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const AIRTEL: SavedWallet = {
  provider: 'AIRTEL_OAPI_ZMB',
  msisdn: '260973456129',
  phoneNumber: '097 345 6129',
  updatedAt: '2026-11-27T11:00:00.000Z',
};

beforeEach(() => {
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user));
  network.on('GET /api/settings', json(200, DEFAULT_USER_SETTINGS));
  network.on(
    'GET /api/account/two-factor',
    json(200, { enabled: false, recoveryCodesLeft: 0, required: false }),
  );
});

/** Opens Settings as this role with this saved wallet; answers the Mobile Money card. */
async function openCard(role: 'cargo-owner' | 'transporter', wallet: SavedWallet | null) {
  setSession('token', makeUser({ role }));
  network.on('GET /api/wallet', json(200, { wallet }));
  renderApp(`/dashboard/${role}/settings`);
  const heading = await screen.findByRole('heading', { name: 'Mobile Money', level: 2 });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('no wallet card');
  return card;
}

const writes = () => network.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('the Mobile Money card in Settings', () => {
  it('shows the owner’s wallet to pay from, its provider and number', async () => {
    const card = await openCard('cargo-owner', MTN);
    expect(await within(card).findByText('MTN MoMo · 076 345 6789')).toBeTruthy();
    expect(within(card).getByText('Pay from')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('says where a transporter without a wallet is paid, and offers to add one', async () => {
    const card = await openCard('transporter', null);
    expect(await within(card).findByText(/No wallet saved\. Until you add one, payouts go to/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add wallet' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('an owner adds a wallet without a password; the card shows it and a toast says so', async () => {
    const card = await openCard('cargo-owner', null);
    network.once('PUT /api/wallet', json(200, { wallet: MTN }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a wallet' });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'MTN_MOMO_ZMB' } });
    fireEvent.change(within(dialog).getByLabelText('Wallet number'), { target: { value: '0763 456 789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save wallet' }));

    expect(await screen.findByText('Mobile money wallet saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('MTN MoMo · 076 345 6789')).toBeTruthy();
    expect(writes()).toEqual([
      ['PUT', '/api/wallet', { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789' }],
    ]);
  });

  it('checks the number against the provider before sending anything', async () => {
    const card = await openCard('cargo-owner', null);
    fireEvent.click(await within(card).findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a wallet' });
    fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'AIRTEL_OAPI_ZMB' } });
    fireEvent.change(within(dialog).getByLabelText('Wallet number'), { target: { value: '0763 456 789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save wallet' }));

    expect(await within(dialog).findByText('This is not an Airtel Money number')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('a transporter changes its wallet with its password; a wrong one is marked and kept open', async () => {
    const card = await openCard('transporter', MTN);
    network.once(
      'PUT /api/wallet',
      json(400, { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect' }),
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your wallet' });
    expect((within(dialog).getByLabelText('Wallet number') as HTMLInputElement).value).toBe('076 345 6789');
    fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'AIRTEL_OAPI_ZMB' } });
    fireEvent.change(within(dialog).getByLabelText('Wallet number'), { target: { value: '097 345 6129' } });
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save wallet' }));

    const password = within(dialog).getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Current password is incorrect')).toBeTruthy();
    expect(await screen.findByText('Wallet not saved')).toBeTruthy();

    network.once('PUT /api/wallet', json(200, { wallet: AIRTEL }));
    fireEvent.change(password, { target: { value: 'Right-secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save wallet' }));
    expect(await within(card).findByText('Airtel Money · 097 345 6129')).toBeTruthy();
    expect(writes().at(-1)).toEqual([
      'PUT',
      '/api/wallet',
      { provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260973456129', currentPassword: 'Right-secret1' },
    ]);
  });

  it('a transporter removes its wallet with its password', async () => {
    const card = await openCard('transporter', MTN);
    network.once('DELETE /api/wallet', json(200, { wallet: null }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this wallet?' });
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'Right-secret1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove wallet' }));

    expect(await screen.findByText('Mobile money wallet removed')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Add wallet' })).toBeTruthy();
    expect(writes()).toEqual([['DELETE', '/api/wallet', { currentPassword: 'Right-secret1' }]]);
  });

  it('an owner removes its wallet without a password', async () => {
    const card = await openCard('cargo-owner', MTN);
    network.once('DELETE /api/wallet', json(200, { wallet: null }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this wallet?' });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove wallet' }));
    expect(await within(card).findByText(/No wallet saved\. Add one/)).toBeTruthy();
    expect(writes()).toEqual([['DELETE', '/api/wallet', {}]]);
  });
});
