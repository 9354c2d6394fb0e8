import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession } from '../../lib/session.ts';
import { makeOverview, makeRevenue } from '../../testing/admin-factories.ts';
import { makeEarningsSummary } from '../../testing/earnings-factories.ts';
import { makeTransporterDashboard, makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makeCargoOwnerDashboard, makeQuoteStats } from '../../testing/owner-factories.ts';

const network = installFakeNetwork();

beforeAll(async () => {
  await Promise.all([
    import('./dashboard-layout.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../app/guards.ts'),
    import('../../features/errors/unauthorized-page.tsx'),
  ]);
});

// The network as the shell meets it: the profile is the stored user unless a test says otherwise,
// and each home loads its dashboard (My Quotes its list and cards).
beforeEach(() => {
  network.on('GET /api/auth/profile', () => jsonResponse(200, getSession()?.user ?? {}));
  network.on('GET /api/dashboard/transporter', jsonResponse(200, makeTransporterDashboard()));
  network.on('GET /api/dashboard/cargo-owner', jsonResponse(200, makeCargoOwnerDashboard()));
  network.on('GET /api/quotes', jsonResponse(200, []));
  network.on('GET /api/quotes/stats', jsonResponse(200, makeQuoteStats()));
});

function mainNavs() {
  return screen.getAllByRole('navigation', { name: 'Main' });
}

/** The labels of the first Main menu on screen, in order. */
function menuLabels() {
  const nav = mainNavs()[0];
  if (!nav) throw new Error('no nav');
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('dashboard shell', () => {
  it('shows the transporter menu with the current page marked', async () => {
    setSession('t', makeUser({ role: 'transporter' }));
    // The My Deliveries screen's own calls.
    network.on(
      'GET /api/shipments/stats',
      jsonResponse(200, { active: 0, inTransit: 0, completed: 0, totalValue: 0 }),
    );
    network.on('GET /api/shipments/active', jsonResponse(200, []));
    network.on('GET /api/shipments/completed', jsonResponse(200, []));
    renderApp('/dashboard/transporter/deliveries');

    expect(await screen.findByRole('heading', { name: 'My Deliveries', level: 1 })).toBeTruthy();
    expect(menuLabels()).toEqual(['Dashboard', 'Loads', 'Deliveries', 'Earnings', 'Messages']);
    const nav = mainNavs()[0];
    if (!nav) throw new Error('no nav');
    expect(within(nav).getByRole('link', { name: 'Deliveries' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends a cargo owner who opens a transporter page to /unauthorized', async () => {
    setSession('t', makeUser({ role: 'cargo-owner' }));
    const router = renderApp('/dashboard/transporter/earnings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('sends a visitor without a session to /', async () => {
    const router = renderApp('/dashboard/cargo-owner/quotes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('wraps every admin page, the dashboard too, in the admin layout: menu, logo and profile', async () => {
    setSession('t', makeUser({ role: 'admin', fullName: 'Ada Admin' }));
    // The admin dashboard's and Platform Revenue's own calls.
    network.on('GET /api/admin/overview', jsonResponse(200, makeOverview()));
    network.on('GET /api/shipments', jsonResponse(200, []));
    network.on('GET /api/admin/revenue/transactions', jsonResponse(200, []));
    network.on('GET /api/admin/revenue', jsonResponse(200, makeRevenue()));
    network.on('GET /api/admin/transfers', jsonResponse(200, []));
    const router = renderApp('/dashboard/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    const adminMenu = [
      'Dashboard',
      'Users',
      'Loads',
      'Shipments',
      'Revenue',
      'Reconciliation',
      'Disputes',
      'Documents',
      'Reported messages',
      'Website messages',
      'Analytics',
      'Logs',
    ];
    expect(menuLabels()).toEqual(adminMenu);
    // Nothing on the admin's home leads to the transporter workspace (Access Denied for an admin).
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => h.startsWith('/dashboard/transporter'))).toEqual([]);
    expect(hrefs).toContain('/dashboard/admin/users');

    await router.navigate('/dashboard/admin/revenue');
    expect(await screen.findByRole('heading', { name: 'Platform Revenue', level: 1 })).toBeTruthy();
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Users',
      'Loads',
      'Shipments',
      'Revenue',
      'Reconciliation',
      'Disputes',
      'Documents',
      'Reported messages',
      'Website messages',
      'Analytics',
      'Logs',
    ]);
  });

  it('opens the mobile menu, and closes it on Escape and on navigation', async () => {
    setSession('t', makeUser({ role: 'cargo-owner' }));
    renderApp('/dashboard/cargo-owner');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    const panel = document.getElementById('mobile-menu');
    if (!panel) throw new Error('mobile menu not shown');
    fireEvent.click(within(panel).getByRole('link', { name: 'Post Load' }));
    expect(await screen.findByRole('heading', { name: 'Post New Load', level: 1 })).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('says honestly that there are no notifications', async () => {
    setSession('t', makeUser({ role: 'transporter' }));
    renderApp('/dashboard/transporter');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
  });

  it('links the profile button to the role profile', async () => {
    setSession('t', makeUser({ role: 'cargo-owner', fullName: 'Chanda Mwale' }));
    renderApp('/dashboard/cargo-owner');
    const profile = await screen.findByRole('link', { name: 'Profile: Chanda Mwale Cargo Owner' });
    expect(profile.getAttribute('href')).toBe('/dashboard/cargo-owner/profile');
    expect(profile.textContent).toContain('CM');
  });

  it('names the profile link by the text it shows (WCAG 2.5.3, label in name)', async () => {
    setSession('t', makeUser({ role: 'transporter', fullName: 'Chanda Mwale' }));
    renderApp('/dashboard/transporter');
    const profile = await screen.findByRole('link', { name: /^Profile:/ });
    expect(profile.getAttribute('aria-label')).toBeNull();
    expect(within(profile).getByText('Chanda Mwale')).toBeTruthy();
    expect(within(profile).getByText('Transporter')).toBeTruthy();
  });

  it('logs out: revokes the refresh token, clears the session and goes home', async () => {
    network.on('POST /api/auth/logout', jsonResponse(200, { ok: true, message: 'Logged out' }));
    // The earnings screen's own calls (any workspace page would do).
    network.on('GET /api/earnings', jsonResponse(200, makeEarningsSummary()));
    network.on('GET /api/earnings/pending', jsonResponse(200, []));
    setSession('t', makeUser({ role: 'transporter' }));
    const router = renderApp('/dashboard/transporter/earnings');
    await screen.findByRole('heading', { name: 'Earnings', level: 1 });

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = network.calls.find(({ url }) => url === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the name the server has now, and keeps it in the session', async () => {
    setSession('t', makeUser({ role: 'cargo-owner', fullName: 'Old Name' }));
    network.on('GET /api/auth/profile', () =>
      jsonResponse(200, { ...getSession()?.user, fullName: 'Natasha Phiri' }),
    );
    renderApp('/dashboard/cargo-owner');

    expect((await screen.findAllByText('Natasha Phiri')).length).toBeGreaterThan(0);
    expect(getSession()?.user.fullName).toBe('Natasha Phiri');
  });

  it('goes home when the session has expired and cannot be refreshed', async () => {
    setSession('expired', makeUser({ role: 'transporter' }));
    network.on(
      'GET /api/auth/profile',
      jsonResponse(401, { message: 'Your session has expired. Please log in again.' }),
    );
    network.on(
      'POST /api/auth/refresh',
      jsonResponse(401, { message: 'Session expired. Please login again.' }),
    );
    const router = renderApp('/dashboard/transporter');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
  });
});
