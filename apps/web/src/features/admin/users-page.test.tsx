import type { AdminUser } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeAdminUser, makeUserCounts } from '../../testing/admin-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const admin = makeUser({ id: 'a0000000-0000-4000-8000-000000000001', role: 'admin', fullName: 'Ada Admin' });
const PATH = '/dashboard/admin/users';

beforeAll(async () => {
  await Promise.all([
    import('./users-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../app/dashboard-shells.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  setSession('token', admin);
  network.on('GET /api/auth/profile', jsonResponse(200, admin));
  network.on('GET /api/admin/users/counts', jsonResponse(200, makeUserCounts()));
});
afterEach(() => toast.dismiss());

const userCalls = () => network.calls.filter((c) => c.url.startsWith('/api/admin/users?'));

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name: new RegExp(name) }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('All Users', () => {
  it('shows the counts and a card per user with contact, role, status, joined, counts and rating', async () => {
    const owner = makeAdminUser({ companyName: 'Copperbelt Mining Ltd', fullName: 'Mutinta Phiri' });
    const suspended = makeAdminUser({
      companyName: 'Mwale Haulage',
      fullName: 'Chanda Mwale',
      role: 'transporter',
      status: 'suspended',
      rating: { average: null, count: 0 },
    });
    network.on('GET /api/admin/users', listResponse([owner, suspended], 2));
    renderApp(PATH);

    const counts = await screen.findByRole('region', { name: 'User counts' });
    await within(counts).findByText('42');
    for (const [title, value] of [
      ['Total Users', '42'],
      ['Transporters', '20'],
      ['Cargo Owners', '19'],
      ['Admins', '3'],
      ['Suspended', '1'],
    ] as const)
      expect(within(counts).getByText(title).closest('div')?.parentElement?.textContent).toContain(value);

    await screen.findByRole('heading', { name: /Copperbelt Mining Ltd/ });
    const first = cardOf('Copperbelt Mining Ltd');
    expect(within(first).getAllByText('Mutinta Phiri').length).toBeGreaterThan(0);
    expect(within(first).getByText(owner.email)).toBeTruthy();
    expect(within(first).getByText(owner.phoneNumber)).toBeTruthy();
    expect(within(first).getByText('Cargo Owner')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('Joined 10 Feb 2026')).toBeTruthy();
    expect(within(first).getByText('7')).toBeTruthy();
    expect(within(first).getByText('4')).toBeTruthy();
    expect(within(first).getByText(/4\.5/)).toBeTruthy();
    expect(within(first).getByRole('button', { name: /Suspend/ })).toBeTruthy();

    const second = cardOf('Mwale Haulage');
    expect(within(second).getByText('Transporter')).toBeTruthy();
    expect(within(second).getByText('Suspended')).toBeTruthy();
    expect(within(second).getByText('No ratings yet')).toBeTruthy();
    expect(within(second).getByRole('button', { name: /Reactivate/ })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 users')).toBeTruthy();
  });

  it('searches by what is typed once typing pauses, and says when nobody matches', async () => {
    network.on('GET /api/admin/users', (call) =>
      call.url.includes('search=') ? listResponse([], 0) : listResponse([makeAdminUser()], 1),
    );
    renderApp(PATH);
    await screen.findByText('Showing 1 of 1 user');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No users found')).toBeTruthy();
    // One request for the finished word, not one per key.
    expect(userCalls().map((c) => new URL(c.url, 'http://x').searchParams.get('search'))).toEqual([
      null,
      'nobody',
    ]);
    expect(network.calls.some((c) => c.url === '/api/admin/users/counts?search=nobody')).toBe(true);
  });

  // Forty cards, each with its dialog: seconds on a busy 2-core machine, so more than the default 5 s.
  it('pages with Load more and shows how many of the total are on screen', { timeout: 15_000 }, async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => makeAdminUser({ companyName: `Company ${i}` }));
    network.on('GET /api/admin/users?limit=20&offset=0', listResponse(firstPage, 21));
    network.on(
      'GET /api/admin/users?limit=20&offset=20',
      listResponse([makeAdminUser({ companyName: 'Last Co' })], 21),
    );
    renderApp(PATH);
    expect(await screen.findByText('Showing 20 of 21 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 21 of 21 users')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Last Co/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('suspends after a confirmation, says so, and refreshes the list and the counts', async () => {
    const user = makeAdminUser({ companyName: 'Copperbelt Mining Ltd', fullName: 'Mutinta Phiri' });
    let current: AdminUser = user;
    network.on('GET /api/admin/users', () => listResponse([current], 1));
    network.once('PATCH /api/admin/users/:id', (call) => {
      current = { ...user, status: 'suspended' };
      return jsonResponse(200, { ...current, id: call.params.id });
    });
    renderApp(PATH);
    await screen.findByRole('heading', { name: /Copperbelt Mining Ltd/ });
    const listed = userCalls().length;
    const counted = network.calls.filter((c) => c.url.startsWith('/api/admin/users/counts')).length;

    fireEvent.click(within(cardOf('Copperbelt Mining Ltd')).getByRole('button', { name: /Suspend/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mutinta Phiri?' });
    expect(within(dialog).getByText(/signed out everywhere and cannot log in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('User suspended')).toBeTruthy();
    const patch = network.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe(`/api/admin/users/${user.id}`);
    expect(patch?.body).toEqual({ status: 'suspended' });
    await waitFor(() => expect(within(cardOf('Copperbelt Mining Ltd')).getByText('Suspended')).toBeTruthy());
    expect(userCalls().length).toBeGreaterThan(listed);
    expect(network.calls.filter((c) => c.url.startsWith('/api/admin/users/counts')).length).toBeGreaterThan(
      counted,
    );
  });

  it('changes nothing when the dialog is cancelled', async () => {
    network.on('GET /api/admin/users', listResponse([makeAdminUser({ fullName: 'Mutinta Phiri' })], 1));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Mutinta Phiri' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('reactivates a suspended user', async () => {
    const user = makeAdminUser({ fullName: 'Chanda Mwale', status: 'suspended' });
    network.on('GET /api/admin/users', listResponse([user], 1));
    network.once('PATCH /api/admin/users/:id', jsonResponse(200, { ...user, status: 'active' }));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Chanda Mwale' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('User reactivated')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'active' });
  });

  it('offers no Suspend on the admin’s own card', async () => {
    const self = makeAdminUser({
      id: admin.id,
      fullName: 'Ada Admin',
      role: 'admin',
      companyName: 'Njira HQ',
    });
    network.on('GET /api/admin/users', listResponse([self], 1));
    renderApp(PATH);
    const card = await screen.findByRole('heading', { name: /Njira HQ/ });
    expect(within(card.closest('li') as HTMLElement).getByText('(you)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Suspend/ })).toBeNull();
  });

  it('shows the server’s refusal in a toast', async () => {
    const user = makeAdminUser({ fullName: 'Mutinta Phiri' });
    network.on('GET /api/admin/users', listResponse([user], 1));
    network.once(
      'PATCH /api/admin/users/:id',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'You cannot suspend your own account',
      }),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Mutinta Phiri' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Error suspending user')).toBeTruthy();
    expect(screen.getByText('You cannot suspend your own account')).toBeTruthy();
  });

  it('says Error loading users when the list cannot be loaded', async () => {
    network.on(
      'GET /api/admin/users',
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }),
    );
    renderApp(PATH);
    expect((await screen.findAllByText('Error loading users')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
