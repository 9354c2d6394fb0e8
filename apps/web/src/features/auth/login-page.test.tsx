import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { makeOverview } from '../../testing/admin-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./login-page.tsx'),
    import('./forgot-password-page.tsx'),
    import('./reset-password-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../components/ui/toaster.tsx'),
    import('../../components/layouts/dashboard-layout.tsx'),
  ]);
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login', () => {
  it('checks the email and the 6-character password rule on submit', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'not-an-email');
    fill(/^Password$/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(await screen.findByText('Validation Error')).toBeTruthy();
  });

  it('links to Forgot password and Sign Up', async () => {
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('welcomes the user back and sends an admin to the admin dashboard after 500 ms', async () => {
    const admin = makeUser({ role: 'admin' });
    network.once('POST /api/auth/login', json(200, { access_token: 't', user: admin }));
    // Two-factor is on (asked once, issue 40), so the dashboard opens; it loads the profile, the
    // platform's numbers and its three lists.
    network.on(
      'GET /api/account/two-factor',
      json(200, { enabled: true, recoveryCodesLeft: 10, required: true }),
    );
    network.on('GET /api/auth/profile', json(200, admin));
    network.on('GET /api/admin/overview', json(200, makeOverview()));
    network.on('GET /api/shipments', json(200, []));
    network.on('GET /api/quotes', json(200, []));
    network.on('GET /api/admin/revenue/transactions', json(200, []));
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'admin@example.com');
    fill(/^Password$/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText("You've successfully signed in.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'), { timeout: 5000 });
  });

  it('shows "Sign in failed" with the server message on a 401', async () => {
    network.once(
      'POST /api/auth/login',
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }),
    );
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    fill('Email', 'a@b.co');
    fill(/^Password$/, 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(network.calls).toHaveLength(1);
  });
});

describe('forgot password', () => {
  it('shows the same confirmation whatever the server answers', async () => {
    network.once('POST /api/auth/forgot-password', json(404, { message: 'No such user' }));
    renderApp('/forgot-password');
    await screen.findByRole('button', { name: 'Send reset link' });
    fill('Email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists for that email, we have sent a link to reset your password.',
      ),
    ).toBeTruthy();
    const [call] = network.calls;
    expect(call?.url).toBe('/api/auth/forgot-password');
    expect(call?.body).toEqual({ email: 'nobody@example.com' });
  });
});

describe('reset password', () => {
  const token = 'a'.repeat(40);
  const resets = () => network.calls.filter((c) => c.url === '/api/auth/reset-password');
  beforeEach(() => {
    network.on(
      'POST /api/auth/reset-password/check',
      json(200, { ok: true, message: 'This reset link can be used.' }),
    );
  });

  it('says a used link is used as it opens, before a new password is typed (issue 40)', async () => {
    network.on(
      'POST /api/auth/reset-password/check',
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This reset link is invalid or has expired',
      }),
    );
    renderApp(`/reset-password?token=${token}`);

    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    const check = network.calls.find((c) => c.url === '/api/auth/reset-password/check');
    expect(check?.body).toEqual({ token });
    expect(resets()).toEqual([]);
  });

  it('asks for a new link when the page has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('refuses passwords that do not match', async () => {
    renderApp(`/reset-password?token=${token}`);
    await screen.findByRole('button', { name: 'Save new password' });
    fill('New password', 'Abcdefgh1!');
    fill('Confirm password', 'Abcdefgh2!');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(resets()).toEqual([]);
  });

  it('sends token and passwords, then goes to /login', async () => {
    network.once('POST /api/auth/reset-password', json(200, { ok: true, message: 'Password updated' }));
    const router = renderApp(`/reset-password?token=${token}`);
    await screen.findByRole('button', { name: 'Save new password' });
    fill('New password', 'Abcdefgh1!');
    fill('Confirm password', 'Abcdefgh1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(resets()[0]?.body).toEqual({
      token,
      password: 'Abcdefgh1!',
      confirmPassword: 'Abcdefgh1!',
    });
  });

  it("shows the server's message and a new-link button for an expired token", async () => {
    network.once(
      'POST /api/auth/reset-password',
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This reset link is invalid or has expired',
      }),
    );
    renderApp(`/reset-password?token=${token}`);
    await screen.findByRole('button', { name: 'Save new password' });
    fill('New password', 'Abcdefgh1!');
    fill('Confirm password', 'Abcdefgh1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
