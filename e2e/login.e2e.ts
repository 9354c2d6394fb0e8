import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { logIn, loginForm, menuItems, storedSession } from './support/auth-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, gone, pathOf, shown } from './support/ui.ts';

const ADMIN_MENU = [
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

describe('logging in', () => {
  test('shows the login validation messages', async ({ app }) => {
    const { page } = app;
    await app.goto('/login');
    const form = loginForm(page);
    await shown(form.submit);
    await shown(page.getByRole('link', { name: /forgot password/i }));
    await shown(page.getByRole('link', { name: /sign up/i }));
    await app.checkPage('login form');

    await form.submit.click();
    await shown(page.getByText('Email is required', { exact: true }));
    await shown(page.getByText('Password is required', { exact: true }));
    await expectToast(page, 'Validation Error', 'Please fix the errors in the form.');

    await form.email.fill('owner-at-njira');
    await gone(page.getByText('Email is required', { exact: true }));
    await form.password.fill('12345');
    await form.submit.click();
    await shown(page.getByText('Please enter a valid email', { exact: true }));
    await shown(page.getByText('Password must be at least 6 characters', { exact: true }));
    await app.checkPage('login errors');

    // Six characters is enough at login (eight at sign-up).
    await form.email.fill('nobody@njira.demo');
    await form.password.fill('123456');
    app.expectFailedResponse(401, '/api/auth/login');
    await form.submit.click();
    await expectToast(page, 'Sign in failed');
    expect(await page.getByText('Password must be at least 6 characters', { exact: true }).count()).toBe(0);
  });

  test('with a wrong password says "Sign in failed" and stays signed out', async ({ app }) => {
    const { page } = app;
    app.expectFailedResponse(401, '/api/auth/login');
    await app.goto('/login');
    const form = loginForm(page);
    await form.email.fill(DEMO['cargo-owner'].email);
    await form.password.fill('Not-the-password-1');
    await form.submit.click();
    await expectToast(page, 'Sign in failed', /^Invalid email or password\.?$/);
    expect(pathOf(page)).toBe('/login');
    expect((await storedSession(page)).token).toBeNull();
    expect(await form.email.inputValue(), 'the e-mail is kept for another try').toBe(
      DEMO['cargo-owner'].email,
    );
  });

  test.for(['transporter', 'cargo-owner', 'admin'] as const)(
    'the demo %s logs in and lands on their dashboard',
    async (role, { app }) => {
      const { page } = app;
      const account = DEMO[role];
      await logIn(app, account, account.dashboard);
      await shown(page.getByRole('main'));
      const session = await storedSession(page);
      expect(session.token).toBeTruthy();
      expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email: account.email, role });
      if (role === 'admin') {
        // The admin's home is in the admin layout (ADR 018), not the spec's transporter layout.
        expect(await menuItems(page)).toEqual(ADMIN_MENU);
      }
      await app.checkPage(`${role} dashboard`);
    },
  );
});
