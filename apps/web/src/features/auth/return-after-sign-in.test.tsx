import { ACCOUNT_SUSPENDED_CODE, SUSPENDED_ACCOUNT_MESSAGE, type User } from '@njira/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { logout } from '../../lib/account/logout.ts';
import { RETURN_PATH_KEY } from '../../lib/return-path.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { type FakeNetwork, installFakeNetwork, jsonResponse as json } from '../../testing/fake-network.ts';

/** Issue 40, item 2: a deep link survives signing in, and a suspension is told as such. */

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./login-page.tsx'),
    import('../account/profile-page.tsx'),
    import('../account/admin-two-factor-page.tsx'),
    import('../landing/landing-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../components/layouts/dashboard-layout.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

const PROFILE = '/dashboard/transporter/profile';
const stats = {
  role: 'transporter',
  totalDeliveries: 0,
  completed: 0,
  successRate: 0,
  totalEarned: 0,
  rating: { average: null, count: 0 },
};

function profileAnswers(net: FakeNetwork, user: User) {
  net.on('GET /api/auth/profile', json(200, user));
  net.on('GET /api/profile/stats', json(200, stats));
}

async function signIn(router: ReturnType<typeof renderApp>, user: User) {
  network.once('POST /api/auth/login', json(200, { access_token: 'fresh', user }));
  await router.navigate('/login');
  await screen.findByRole('button', { name: 'Sign In' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password$/), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// First in the file: no toast from another test is left on screen (sonner keeps its own list).
describe('a suspended account', () => {
  it('is told so on its next action, not "Session expired", and what it typed stays', async () => {
    const user = makeUser({ role: 'transporter' });
    setSession('token', user);
    profileAnswers(network, user);
    const router = renderApp(PROFILE);
    await screen.findByRole('button', { name: 'Save Changes' });
    fireEvent.change(input('Full name'), { target: { value: 'Mutale Banda' } });

    // Suspended meanwhile: the token is refused, and so is the refresh cookie, saying why.
    network.once(
      'PATCH /api/auth/profile',
      json(401, { message: 'Your session has expired. Please log in again.' }),
    );
    network.once(
      'POST /api/auth/refresh',
      json(403, { statusCode: 403, message: SUSPENDED_ACCOUNT_MESSAGE, code: ACCOUNT_SUSPENDED_CODE }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText(SUSPENDED_ACCOUNT_MESSAGE)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Session expired. Please login again.')).toBeNull();
    expect(router.state.location.pathname).toBe(PROFILE);
    expect(input('Full name').value).toBe('Mutale Banda');

    // The next page opened ends the session there, before that page asks for anything.
    const before = network.calls.length;
    await router.navigate('/dashboard/transporter/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(network.calls.slice(before).map((c) => c.url)).toEqual([]);
  });
});

describe('a deep link survives signing in', () => {
  it('opened signed out: sent to "/", and signing in lands on the page asked for', async () => {
    const router = renderApp(`${PROFILE}?tab=details`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const user = makeUser({ role: 'transporter' });
    profileAnswers(network, user);
    await signIn(router, user);

    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `${PROFILE}?tab=details`,
        ),
      { timeout: 5000 },
    );
  });

  it('a page the role may not see is forgotten: the role’s own dashboard opens', async () => {
    const router = renderApp('/dashboard/cargo-owner/post-load');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const user = makeUser({ role: 'transporter' });
    network.on('GET /api/auth/profile', json(200, user));
    network.on('GET /api/dashboard/transporter', json(500, {}));
    network.on('GET /api/quotes', json(200, []));
    network.on('GET /api/shipments', json(200, []));
    network.on('GET /api/earnings/summary', json(500, {}));
    await signIn(router, user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transporter'), {
      timeout: 5000,
    });
  });

  it('after a session that expired under the page, signing in again lands on that page', async () => {
    const user = makeUser({ role: 'transporter' });
    setSession('old', user);
    network.on('GET /api/profile/stats', json(200, stats));
    network.once(
      'GET /api/auth/profile',
      json(401, { message: 'Your session has expired. Please log in again.' }),
    );
    network.once('POST /api/auth/refresh', json(401, { message: 'Session expired. Please login again.' }));
    const router = renderApp(PROFILE);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();

    profileAnswers(network, user);
    await signIn(router, user);
    await waitFor(() => expect(router.state.location.pathname).toBe(PROFILE), { timeout: 5000 });
  });
});

describe('a logout', () => {
  it('forgets the remembered page: the next to sign in in this tab did not ask for it', async () => {
    const user = makeUser({ role: 'transporter' });
    sessionStorage.setItem(RETURN_PATH_KEY, PROFILE);
    setSession('token', user);
    network.on('POST /api/auth/logout', json(200, { ok: true }));
    await logout();
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });
});

describe('a new admin’s first sign-in', () => {
  it('goes straight to turning two-factor on: no admin call refused on the way, and "Turn it on below"', async () => {
    const admin = makeUser({ role: 'admin' });
    network.on(
      'GET /api/account/two-factor',
      json(200, { enabled: false, recoveryCodesLeft: 0, required: true }),
    );
    const router = renderApp('/login');
    await signIn(router, admin);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin/two-factor'), {
      timeout: 5000,
    });
    expect(await screen.findByText(/Turn it on below to continue\./)).toBeTruthy();
    expect(network.calls.filter((c) => c.url.startsWith('/api/admin'))).toEqual([]);
    expect(
      network.calls.every((c) => !c.url.startsWith('/api/shipments') && !c.url.startsWith('/api/quotes')),
    ).toBe(true);
  });
});
