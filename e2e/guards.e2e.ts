import { describe } from 'vitest';
import { DEMO, signUpViaApi } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { pathOf, shown, waitForPath } from './support/ui.ts';

const UNAUTHORIZED_TEXT =
  'You do not have permission to view this page. Please log in with the appropriate account.';

describe('who may open which page', () => {
  test.for([
    '/dashboard/transporter',
    '/dashboard/cargo-owner/shipments',
    '/dashboard/admin',
    '/dashboard/admin/users',
  ])('a signed-out visitor who opens %s is sent to the landing page', async (pathname, { app }) => {
    const { page } = app;
    await app.goto(pathname);
    await waitForPath(page, '/');
    await shown(page.getByText('40+ Million Kilograms Delivered', { exact: true }));
  });

  test('a cargo owner who opens the transporter dashboard is told they may not', async ({ app }) => {
    const { page } = app;
    const owner = await signUpViaApi('cargo-owner', 'guarded');
    await logIn(app, owner, '/dashboard/cargo-owner');

    await app.goto('/dashboard/transporter');
    await waitForPath(page, '/unauthorized');
    await shown(page.getByText(UNAUTHORIZED_TEXT, { exact: true }));
    const login = await shown(
      page.getByRole('link', { name: 'Go to Login' }).or(page.getByRole('button', { name: 'Go to Login' })),
    );
    await shown(
      page.getByRole('link', { name: 'Back Home' }).or(page.getByRole('button', { name: 'Back Home' })),
    );
    await app.checkPage('unauthorized');

    await login.click();
    await waitForPath(page, '/login');
  });

  test('a transporter may not open the admin pages, and Back Home leads home', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO.transporter, DEMO.transporter.dashboard);
    await app.goto('/dashboard/admin/revenue');
    await waitForPath(page, '/unauthorized');
    await page
      .getByRole('link', { name: 'Back Home' })
      .or(page.getByRole('button', { name: 'Back Home' }))
      .click();
    await waitForPath(page, '/');
  });

  test('an unknown address shows "Oops! Page not found" with a link Home', async ({ app }) => {
    const { page } = app;
    await app.goto('/no/such/page');
    await shown(page.getByText('Oops! Page not found', { exact: true }));
    expect(pathOf(page)).toBe('/no/such/page');
    await app.checkPage('not found');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await waitForPath(page, '/');
  });
});
