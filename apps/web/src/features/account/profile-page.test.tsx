import {
  CHANGE_NEEDS_PASSWORD,
  CURRENT_PASSWORD_INCORRECT,
  type ProfileStats,
  type User,
} from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession, USER_KEY } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { type FakeNetwork, installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./profile-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

function transporterStats(overrides: Partial<Extract<ProfileStats, { role: 'transporter' }>> = {}) {
  return {
    role: 'transporter',
    totalDeliveries: 3,
    completed: 2,
    successRate: 67,
    totalEarned: 10_000.4,
    rating: { average: 4.3, count: 7 },
    ...overrides,
  };
}

/** Signs `user` in and lets the server answer its profile and figures. */
function signedInAs(net: FakeNetwork, user: User, stats: object = transporterStats()) {
  setSession('token', user);
  net.on('GET /api/auth/profile', json(200, user));
  net.on('GET /api/profile/stats', json(200, stats));
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const patches = () => network.calls.filter((c) => c.method === 'PATCH');

describe('the profile screen', () => {
  it('shows initials, the role (never Verified) and the four figures from the server', async () => {
    signedInAs(network, makeUser({ fullName: 'Chanda Mwale', companyName: 'Mwale Haulage' }));
    renderApp('/dashboard/transporter/profile');

    expect(await screen.findByRole('heading', { name: 'Chanda Mwale', level: 2 })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('CM')).toBeTruthy();
    expect(within(main).getByText('Transporter')).toBeTruthy();
    expect(within(main).queryByText(/verified/i)).toBeNull();

    expect(await screen.findByText('Total Deliveries')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('K 10,000.40')).toBeTruthy();
    expect(screen.getByText('4.3 (7 ratings)')).toBeTruthy();
  });

  it('fills the form with the saved profile, with licence number and vehicle types for a transporter', async () => {
    signedInAs(
      network,
      makeUser({ address: 'Plot 4, Kitwe', licenseNumber: 'ZM-77', vehicleTypes: ['Tanker', 'Old flatbed'] }),
    );
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    expect(input('Full name').value).toBe('Chanda Mwale');
    expect(input('Email').value).toBe('chanda@example.com');
    expect(input('Address').value).toBe('Plot 4, Kitwe');
    expect(input('Licence number').value).toBe('ZM-77');
    expect((screen.getByRole('checkbox', { name: 'Tanker' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Lowbed' }) as HTMLInputElement).checked).toBe(false);
    // A type outside the catalogue is shown, ticked, so saving never drops it.
    expect((screen.getByRole('checkbox', { name: 'Old flatbed' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the form, says so, and shows the new name in the header and the stored user', async () => {
    const user = makeUser();
    signedInAs(network, user);
    network.once('PATCH /api/auth/profile', (call) =>
      json(200, { ...user, ...(call.body as object), address: 'Freedom Way 9' }),
    );
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    type('Full name', 'Mutale Banda');
    type('Address', '  Freedom Way 9 ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lowbed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(patches()[0]?.body).toMatchObject({
      fullName: 'Mutale Banda',
      address: 'Freedom Way 9',
      email: 'chanda@example.com',
      vehicleTypes: ['Lowbed'],
    });
    expect(await screen.findByRole('link', { name: /^Profile: Mutale Banda/ })).toBeTruthy();
    expect(getSession()?.user.fullName).toBe('Mutale Banda');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').fullName).toBe('Mutale Banda');
  });

  it('keeps what was typed when the save fails, and shows the server’s reason', async () => {
    signedInAs(network, makeUser());
    network.once(
      'PATCH /api/auth/profile',
      json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' }),
    );
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    type('Full name', 'Mutale Banda');
    type('Email', 'taken@example.com');
    type('Current password', 'Str0ng!Passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error updating profile')).toBeTruthy();
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    expect(input('Full name').value).toBe('Mutale Banda');
    expect(input('Email').value).toBe('taken@example.com');
    expect(getSession()?.user.fullName).toBe('Chanda Mwale');
  });

  it('asks for the current password only when the email or the phone number changes', async () => {
    signedInAs(network, makeUser());
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('Phone number', '+260 96 111 2222');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(CHANGE_NEEDS_PASSWORD)).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    network.once(
      'PATCH /api/auth/profile',
      json(400, { statusCode: 400, error: 'Bad Request', message: CURRENT_PASSWORD_INCORRECT }),
    );
    type('Current password', 'not-it');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // On the field (and in the toast).
    expect((await screen.findAllByText(CURRENT_PASSWORD_INCORRECT)).length).toBeGreaterThan(0);
    expect(input('Phone number').value).toBe('+260 96 111 2222');
  });

  it('checks the form with the domain’s rules before sending anything', async () => {
    signedInAs(network, makeUser());
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    type('Full name', ' ');
    type('Phone number', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('refuses a company name with a chat link in it, under the field', async () => {
    signedInAs(network, makeUser());
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    type('Company name', 'Mwale Haulage wa.me/260977123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Company name cannot contain a phone number, e-mail or chat link'),
    ).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('Reset puts back the saved values', async () => {
    signedInAs(network, makeUser({ bio: 'Ten years on the Copperbelt' }));
    renderApp('/dashboard/transporter/profile');

    await screen.findByRole('button', { name: 'Save Changes' });
    type('Company name', 'Something Else');
    type('Bio', '');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(input('Company name').value).toBe('Mwale Haulage'));
    expect(input('Bio').value).toBe('Ten years on the Copperbelt');
    expect(patches()).toEqual([]);
  });

  it('gives a cargo owner its own figures and no transporter fields', async () => {
    const owner = makeUser({ role: 'cargo-owner' });
    signedInAs(network, owner, {
      role: 'cargo-owner',
      totalShipments: 4,
      completed: 1,
      successRate: 25,
      totalSpent: 15_000,
      rating: { average: null, count: 0 },
    });
    renderApp('/dashboard/cargo-owner/profile');

    expect(await screen.findByText('Total Shipments')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('K 15,000')).toBeTruthy();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Cargo Owner')).toBeTruthy();
    expect(screen.queryByLabelText('Licence number')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Vehicle types' })).toBeNull();
  });

  it('says Error loading profile when the profile cannot be read, and Try Again reads it again', async () => {
    const user = makeUser();
    setSession('token', user);
    network.on('GET /api/profile/stats', json(200, transporterStats()));
    network.once('GET /api/auth/profile', json(429, { message: 'Too many requests, slow down' }));
    renderApp('/dashboard/transporter/profile');

    expect(await screen.findByText('Error loading profile')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Unable to load profile' })).toBeTruthy();
    expect(screen.getAllByText('Too many requests, slow down').length).toBeGreaterThan(0);
    network.on('GET /api/auth/profile', json(200, user));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows Profile Not Found with a way to log in again when there is no profile', async () => {
    setSession('token', makeUser());
    network.on('GET /api/profile/stats', json(200, transporterStats()));
    network.on('GET /api/auth/profile', json(404, { message: 'Not found' }));
    renderApp('/dashboard/transporter/profile');

    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeTruthy();
    expect(screen.getByText('Please login again')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });
});
