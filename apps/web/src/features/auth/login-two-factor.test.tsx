import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./login-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../components/ui/toaster.tsx'),
    import('../../components/layouts/dashboard-layout.tsx'),
  ]);
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function passwordStep(email = 'driver@example.com') {
  network.once('POST /api/auth/login', json(200, { twoFactorRequired: true, challenge: 'the-challenge' }));
  const router = renderApp('/login');
  await screen.findByRole('button', { name: 'Sign In' });
  fill('Email', email);
  fill(/^Password$/, 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByLabelText('Authentication code');
  return router;
}

describe('login with two-factor on', () => {
  it('asks for the 6-digit code after the password, then signs in with it', async () => {
    const user = makeUser({ role: 'transporter' });
    const router = await passwordStep();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(screen.getByLabelText('Authentication code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('driver@example.com')).toBeTruthy();
    network.once('POST /api/auth/login/two-factor', json(200, { access_token: 't', user }));
    network.on('GET /api/auth/profile', json(200, user));
    network.on('GET /api/dashboard/transporter', json(500, {}));
    fill('Authentication code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    const call = network.calls.find((c) => c.url === '/api/auth/login/two-factor');
    // Sent as the schema reads it: the space people type between the groups dropped.
    expect(call?.body).toEqual({ challenge: 'the-challenge', code: '123456' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transporter'), {
      timeout: 5000,
    });
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    await passwordStep();
    network.once(
      'POST /api/auth/login/two-factor',
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid code' }),
    );
    fill('Authentication code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the throttle’s 429 under the field', async () => {
    await passwordStep();
    const message = 'Too many wrong codes. Please wait 15 minutes and try again.';
    network.once(
      'POST /api/auth/login/two-factor',
      json(429, { statusCode: 429, error: 'Too Many Requests', message }),
    );
    fill('Authentication code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('checks the code before sending it, and takes a recovery code instead', async () => {
    await passwordStep();
    fill('Authentication code', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(network.calls.filter((c) => c.url === '/api/auth/login/two-factor')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const user = makeUser({ role: 'transporter' });
    network.once('POST /api/auth/login/two-factor', json(200, { access_token: 't', user }));
    network.on('GET /api/auth/profile', json(200, user));
    network.on('GET /api/dashboard/transporter', json(500, {}));
    fill('Recovery code', 'k7f2m-9qx4c');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(network.calls.find((c) => c.url === '/api/auth/login/two-factor')?.body).toEqual({
      challenge: 'the-challenge',
      code: 'k7f2m-9qx4c',
    });
  });

  it('goes back to the password step with the e-mail kept', async () => {
    await passwordStep('owner@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back to email and password' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@example.com');
    expect((screen.getByLabelText(/^Password$/) as HTMLInputElement).value).toBe('');
  });
});
