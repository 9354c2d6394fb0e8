import { DEFAULT_USER_SETTINGS, type UserSettings } from '@njira/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
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

function settingsOf(overrides: Partial<UserSettings> = {}): UserSettings {
  return { ...DEFAULT_USER_SETTINGS, ...overrides };
}

beforeEach(() => {
  setSession('token', makeUser());
  network.on('GET /api/auth/profile', () => json(200, getSession()?.user));
  network.on('GET /api/wallet', json(200, { wallet: null }));
  network.on(
    'GET /api/account/two-factor',
    json(200, { enabled: false, recoveryCodesLeft: 0, required: false }),
  );
});

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const calls = (method: string, url: string) =>
  network.calls.filter((c) => c.method === method && c.url === url);

describe('the settings screen', () => {
  it('shows every notification and privacy setting as the server has it', async () => {
    network.on('GET /api/settings', json(200, settingsOf({ pushNotifications: true, showRatings: false })));
    renderApp('/dashboard/transporter/settings');

    expect((await screen.findByRole('switch', { name: 'Email Notifications' })).getAttribute('type')).toBe(
      'checkbox',
    );
    expect(toggle('Email Notifications').checked).toBe(true);
    expect(toggle('SMS Notifications').checked).toBe(true);
    expect(toggle('Push Notifications').checked).toBe(true);
    expect(toggle('New Load Alerts').checked).toBe(true);
    expect(toggle('Delivery Updates').checked).toBe(true);
    expect(toggle('Payment Alerts').checked).toBe(true);
    expect(toggle('Show Contact Information').checked).toBe(true);
    expect(toggle('Show Ratings').checked).toBe(false);
    expect((screen.getByLabelText('Profile Visibility') as HTMLSelectElement).value).toBe('public');
  });

  it('saves a switch as soon as it is flipped, sending only that setting', async () => {
    network.on('GET /api/settings', json(200, settingsOf()));
    network.once('PATCH /api/settings', (call) => json(200, settingsOf(call.body as Partial<UserSettings>)));
    renderApp('/dashboard/transporter/settings');

    fireEvent.click(await screen.findByRole('switch', { name: 'SMS Notifications' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    expect(screen.getByText('SMS Notifications: Off')).toBeTruthy();
    expect(calls('PATCH', '/api/settings').map((c) => c.body)).toEqual([{ smsNotifications: false }]);
    expect(toggle('SMS Notifications').checked).toBe(false);
  });

  it('asks the browser’s permission when Push Notifications is turned on, and says when it is blocked', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    network.on('GET /api/settings', json(200, settingsOf({ pushNotifications: false })));
    network.once('PATCH /api/settings', (call) => json(200, settingsOf(call.body as Partial<UserSettings>)));
    renderApp('/dashboard/transporter/settings');

    fireEvent.click(await screen.findByRole('switch', { name: 'Push Notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Browser notifications are blocked')).toBeTruthy();
    expect(await screen.findByText('Push Notifications: On')).toBeTruthy();
    expect(calls('PATCH', '/api/settings').map((c) => c.body)).toEqual([{ pushNotifications: true }]);
  });

  it('saves the profile visibility when another is chosen', async () => {
    network.on('GET /api/settings', json(200, settingsOf()));
    network.once('PATCH /api/settings', (call) => json(200, settingsOf(call.body as Partial<UserSettings>)));
    renderApp('/dashboard/transporter/settings');

    fireEvent.change(await screen.findByLabelText('Profile Visibility'), { target: { value: 'private' } });

    expect(await screen.findByText('Profile Visibility: Private')).toBeTruthy();
    expect(calls('PATCH', '/api/settings').map((c) => c.body)).toEqual([{ profileVisibility: 'private' }]);
  });

  it('says under the choice exactly what each profile visibility hides', async () => {
    network.on('GET /api/settings', json(200, settingsOf()));
    network.on('PATCH /api/settings', (call) => json(200, settingsOf(call.body as Partial<UserSettings>)));
    renderApp('/dashboard/transporter/settings');
    const select = (await screen.findByLabelText('Profile Visibility')) as HTMLSelectElement;
    const help = () =>
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

    expect([...select.options].map((o) => o.text)).toEqual([
      'Public: all signed-in users',
      'Verified carriers only',
      'Private',
    ]);
    expect(help()).toContain('Hides nothing: anyone signed in to Njira can open your profile page.');
    fireEvent.change(select, { target: { value: 'verified' } });
    expect(help()).toContain(
      'Hides your profile page from everyone but verified carriers (transporters whose documents are all approved and current), anyone you have had a shipment with (even a cancelled one) and admins. Cargo owners you have had no shipment with cannot open it.',
    );
    fireEvent.change(select, { target: { value: 'private' } });
    expect(help()).toContain(
      'Hides your profile page from everyone but anyone you have had a shipment with (even a cancelled one) and admins.',
    );
    // What no choice hides.
    expect(help()).toContain('your name and company still show on your loads, bids and messages');
    expect(help()).toContain('your phone number and email are never on your profile page');
  });

  it('puts a switch back and says why when saving it fails', async () => {
    network.on('GET /api/settings', json(200, settingsOf()));
    network.once('PATCH /api/settings', json(400, { message: 'Choose at least one setting to change' }));
    renderApp('/dashboard/transporter/settings');

    fireEvent.click(await screen.findByRole('switch', { name: 'Payment Alerts' }));

    expect(await screen.findByText('Error updating settings')).toBeTruthy();
    expect(screen.getByText('Choose at least one setting to change')).toBeTruthy();
    await waitFor(() => expect(toggle('Payment Alerts').checked).toBe(true));
  });

  it('says Error loading settings when they cannot be read, and Try Again reads them again', async () => {
    network.once('GET /api/settings', json(403, { message: 'You do not have permission to do this' }));
    renderApp('/dashboard/transporter/settings');

    expect(await screen.findByText('Error loading settings')).toBeTruthy();
    network.on('GET /api/settings', json(200, settingsOf()));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'Email Notifications' })).toBeTruthy();
  });

  it('offers New Load Alerts to transporters only: cargo owners are never sent new loads', async () => {
    setSession('token', makeUser({ role: 'cargo-owner' }));
    network.on('GET /api/settings', json(200, settingsOf()));
    renderApp('/dashboard/cargo-owner/settings');

    await screen.findByRole('switch', { name: 'Email Notifications' });
    expect(screen.queryByRole('switch', { name: 'New Load Alerts' })).toBeNull();
    expect(toggle('Delivery Updates').checked).toBe(true);
  });

  it('shows the mobile money card instead of a sample payment card, and the two-factor switch off', async () => {
    setSession('token', makeUser({ role: 'cargo-owner' }));
    network.on('GET /api/settings', json(200, settingsOf()));
    renderApp('/dashboard/cargo-owner/settings');

    await screen.findByRole('switch', { name: 'Email Notifications' });
    expect(await screen.findByRole('heading', { name: 'Mobile Money', level: 2 })).toBeTruthy();
    expect(screen.queryByText(/payment method/i)).toBeNull();
    expect(screen.queryByText(/4242/)).toBeNull();
    expect(
      ((await screen.findByRole('switch', { name: 'Two-Factor Authentication' })) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });
});

describe('the password form', () => {
  beforeEach(() => network.on('GET /api/settings', json(200, settingsOf())));

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the new password like sign-up and the confirmation before sending anything', async () => {
    renderApp('/dashboard/transporter/settings');
    await screen.findByRole('button', { name: 'Update Password' });
    fill('New password', 'short');
    fill('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls('POST', '/api/auth/password')).toEqual([]);
  });

  it('refuses a confirmation that does not match', async () => {
    renderApp('/dashboard/transporter/settings');
    await screen.findByRole('button', { name: 'Update Password' });
    fill('Current password', 'Old-secret1');
    fill('New password', 'New-secret12');
    fill('Confirm new password', 'New-secret13');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls('POST', '/api/auth/password')).toEqual([]);
  });

  it('changes the password, carries on with the new session and empties the form', async () => {
    const user = getSession()?.user;
    network.once('POST /api/auth/password', json(200, { access_token: 'fresh-token', user }));
    renderApp('/dashboard/transporter/settings');
    await screen.findByRole('button', { name: 'Update Password' });
    fill('Current password', 'Old-secret1');
    fill('New password', 'New-secret12');
    fill('Confirm new password', 'New-secret12');
    expect(screen.getByText(/Password strength/).textContent).toContain('Strong');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    expect(calls('POST', '/api/auth/password')[0]?.body).toEqual({
      currentPassword: 'Old-secret1',
      newPassword: 'New-secret12',
      confirmPassword: 'New-secret12',
    });
    expect(getSession()?.accessToken).toBe('fresh-token');
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('marks the current password when the server says it is wrong, keeping what was typed', async () => {
    network.once('POST /api/auth/password', json(400, { message: 'Current password is incorrect' }));
    renderApp('/dashboard/transporter/settings');
    await screen.findByRole('button', { name: 'Update Password' });
    fill('Current password', 'Wrong-secret1');
    fill('New password', 'New-secret12');
    fill('Confirm new password', 'New-secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Error updating password')).toBeTruthy();
    expect(screen.getAllByText('Current password is incorrect').length).toBe(2);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('New-secret12');
    expect(getSession()?.accessToken).toBe('token');
  });
});
