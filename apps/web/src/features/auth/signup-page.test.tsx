import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';
import { makeCargoOwnerDashboard } from '../../testing/owner-factories.ts';

const network = installFakeNetwork();

// Transform the lazily loaded screens once up front so the first test's lookups do not time out.
beforeAll(async () => {
  await Promise.all([
    import('./signup-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../components/ui/toaster.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
  ]);
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fill('Full name', 'Chanda Mwale');
  fill('Email', 'Chanda@Example.com');
  fill(/^Password$/, 'Sup3r-secret');
  fill('Company name', 'Mwale Haulage');
  fill('Phone number', '+260 977 123456');
}

describe('sign up', () => {
  it('shows every field error and the Validation Error toast when submitted empty', async () => {
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Please fix the errors in the form.')).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('clears a field error as soon as that field is edited', async () => {
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    await screen.findByText('Full name is required');

    fill('Full name', 'C');

    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText('Full name must be at least 2 characters')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('refuses a name or company name with contact details in it, under the field, before sending', async () => {
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    fillValidForm();
    fill('Full name', 'Chanda Mwale 0977 123 456');
    fill('Company name', 'Mwale Haulage (chanda at mwale dot com)');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('Full name cannot contain a phone number, e-mail or chat link'),
    ).toBeTruthy();
    expect(screen.getByText('Company name cannot contain a phone number, e-mail or chat link')).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('defaults to Transporter and shows the password strength', async () => {
    renderApp('/signup');
    const transporter = (await screen.findByRole('radio', { name: 'Transporter' })) as HTMLInputElement;
    expect(transporter.checked).toBe(true);

    fill(/^Password$/, 'abcdefgh');
    expect(screen.getByText(/Password strength/).textContent).toContain('Fair');
    fill(/^Password$/, 'Abcdefgh1234!');
    expect(screen.getByText(/Password strength/).textContent).toContain('Strong');
  });

  it('creates the account, stores the session and opens the role dashboard after 500 ms', async () => {
    const user = makeUser({ role: 'cargo-owner', fullName: 'Chanda Mwale' });
    network.once('POST /api/auth/signup', json(201, { access_token: 'tok', user }));
    // The dashboard it opens loads the profile.
    network.on('GET /api/auth/profile', json(200, user));
    network.on('GET /api/dashboard/cargo-owner', json(200, makeCargoOwnerDashboard()));
    const router = renderApp('/signup');

    fireEvent.click(await screen.findByRole('radio', { name: 'Cargo Owner' }));
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(screen.getByText('Welcome to Njira, Chanda Mwale!')).toBeTruthy();
    const [call] = network.calls;
    expect(call?.url).toBe('/api/auth/signup');
    expect(call?.body).toEqual({
      fullName: 'Chanda Mwale',
      email: 'chanda@example.com',
      password: 'Sup3r-secret',
      companyName: 'Mwale Haulage',
      phoneNumber: '+260 977 123456',
      role: 'cargo-owner',
    });
    expect(getSession()?.accessToken).toBe('tok');
    expect(router.state.location.pathname).toBe('/signup');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cargo-owner'), {
      timeout: 2000,
    });
    expect(await screen.findByRole('heading', { name: 'Cargo Owner Dashboard' })).toBeTruthy();
    // A brand-new account is welcomed, not welcomed back.
    expect(await screen.findByText('Welcome, Chanda Mwale!')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("shows the server's message when signup fails, and keeps what was typed", async () => {
    network.once(
      'POST /api/auth/signup',
      json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' }),
    );
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Chanda Mwale');
    expect(getSession()).toBeNull();
  });

  it('falls back to "Signup failed. Please try again." when the server gives no message', async () => {
    network.once('POST /api/auth/signup', new Response('', { status: 500 }));
    renderApp('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed. Please try again.')).toBeTruthy();
  });
});
