import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { logIn, menuItems, storedSession } from './support/auth-flows.ts';
import { expect, test, VIEWPORTS } from './support/fixtures.ts';
import { gone, shown, waitForPath } from './support/ui.ts';

const MENUS = {
  transporter: ['Dashboard', 'Loads', 'Deliveries', 'Earnings', 'Messages'],
  'cargo-owner': ['Dashboard', 'Shipments', 'Quotes', 'Post Load', 'Payments', 'Messages'],
  admin: [
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
  ],
};

describe('the dashboard shell', () => {
  test('a transporter sees the transporter menu, a bell, a profile button and Logout', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO.transporter, '/dashboard/transporter');
    expect(await menuItems(page)).toEqual(MENUS.transporter);
    await shown(page.getByRole('button', { name: 'Notifications' }));
    await shown(page.getByRole('button', { name: 'Logout' }));

    // Each menu item opens its page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Earnings' }).click();
    await waitForPath(page, '/dashboard/transporter/earnings');
    await app.checkPage('transporter earnings');
  });

  test('a cargo owner sees the cargo-owner menu', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO['cargo-owner'], '/dashboard/cargo-owner');
    expect(await menuItems(page)).toEqual(MENUS['cargo-owner']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post Load' }).click();
    await waitForPath(page, '/dashboard/cargo-owner/post-load');
  });

  test('an admin sees the admin menu on the admin pages other than the dashboard', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO.admin, '/dashboard/admin');
    for (const pathname of ['/dashboard/admin/users', '/dashboard/admin/logs']) {
      await app.goto(pathname);
      expect(await menuItems(page), pathname).toEqual(MENUS.admin);
    }
    await app.checkPage('admin logs');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Revenue' }).click();
    await waitForPath(page, '/dashboard/admin/revenue');
  });

  test('on a phone the menu sits behind a toggle', async ({ app }) => {
    const { page } = app;
    await page.setViewportSize(VIEWPORTS.mobile);
    await logIn(app, DEMO['cargo-owner'], '/dashboard/cargo-owner');

    const visibleNav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    const toggle = await shown(page.getByRole('button', { name: /menu/i }));
    expect(await visibleNav.count(), 'no menu showing before the toggle').toBe(0);
    await toggle.click();
    expect(await menuItems(page)).toEqual(MENUS['cargo-owner']);
    await shown(page.getByRole('button', { name: 'Logout' }));
    await app.checkPage('mobile workspace menu');

    await visibleNav.getByRole('link', { name: 'Quotes' }).click();
    await waitForPath(page, '/dashboard/cargo-owner/quotes');
    await gone(visibleNav.first());
  });

  test('Logout returns home, guarded pages stay shut, and the refresh cookie is dead', async ({ app }) => {
    const { page, context } = app;
    await logIn(app, DEMO.transporter, '/dashboard/transporter');
    const refreshCookie = (await context.cookies()).filter((c) => c.httpOnly);
    expect(refreshCookie.length, 'an httpOnly refresh cookie is set at login').toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    expect(await storedSession(page)).toEqual({ token: null, user: null, remembered: null });

    await app.goto('/dashboard/transporter');
    await waitForPath(page, '/');

    // The browser no longer holds a working refresh cookie …
    app.expectFailedResponse(401, '/api/auth/refresh');
    const refresh = () =>
      page.evaluate(
        async () => (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' })).status,
      );
    expect(await refresh()).toBe(401);
    // … and the one it had was revoked on the server, not just forgotten by the browser.
    await context.addCookies(refreshCookie);
    expect(await refresh()).toBe(401);
  });
});
