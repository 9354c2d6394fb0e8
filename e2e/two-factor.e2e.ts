import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD, DEMO_PASSWORD, signUpViaApi } from './support/accounts.ts';
import { logIn, loginForm } from './support/auth-flows.ts';
import { makeAdminWithDemoPassword } from './support/db.ts';
import { expect, test, VIEWPORTS } from './support/fixtures.ts';
import { expectToast, shown, waitForPath } from './support/ui.ts';

const SETTINGS = '/dashboard/transporter/settings';
/** Screenshots of the new screens, for people to look at (issue 27, item 4). */
const SHOTS = '/tmp/shots';

/** What the authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/2fa-${name}.png`,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

describe('two-factor sign-in', () => {
  test('a transporter turns it on in Settings on a phone, signs out, and signs in with password and code', async ({
    app,
  }) => {
    const { page } = app;
    await page.setViewportSize(VIEWPORTS.mobile);
    const me = await signUpViaApi('transporter', 'two-factor');
    await logIn(app, me, DASHBOARD.transporter);
    await app.goto(SETTINGS);

    // Keyboard: the switch is reached and flipped like a checkbox; it opens the set-up dialog.
    const toggle = await shown(page.getByRole('switch', { name: 'Two-Factor Authentication' }));
    expect(await toggle.isChecked(), 'off by default').toBe(false);
    await toggle.focus();
    await page.keyboard.press('Space');
    const dialog = await shown(page.getByRole('dialog', { name: 'Turn on two-factor sign-in' }));
    await dialog.getByLabel('Current password', { exact: true }).fill(me.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const scan = await shown(page.getByRole('dialog', { name: 'Scan the QR code' }));
    await shown(scan.getByRole('img', { name: /QR code/ }));
    await noSidewaysScroll(page, 'the QR code step');
    await shot(page, 'enrol-scan');
    await app.checkPage('two-factor QR code');
    const secret = ((await scan.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    app.expectFailedResponse(400, '/api/account/two-factor/enable');
    await scan.getByLabel('6-digit code', { exact: true }).fill('000000');
    await scan.getByRole('button', { name: 'Turn on' }).click();
    await shown(scan.getByText('Invalid code'));
    await scan.getByLabel('6-digit code', { exact: true }).fill(appCode(secret));
    await scan.getByRole('button', { name: 'Turn on' }).click();

    const saved = await shown(page.getByRole('dialog', { name: 'Save your recovery codes' }));
    const codes = await saved
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await noSidewaysScroll(page, 'the recovery codes step');
    await shot(page, 'enrol-recovery-codes');
    await app.checkPage('two-factor recovery codes');
    await saved.getByLabel('I have saved these codes').check();
    await saved.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shown(page.getByText(/10 of 10 recovery codes left/));
    await shot(page, 'settings-on');

    // Sign out (the phone's menu), then in: the password alone is not enough.
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await app.goto('/login');
    const form = loginForm(page);
    await form.email.fill(me.email);
    await form.password.fill(me.password);
    await form.submit.click();
    const code = await shown(page.getByLabel('Authentication code', { exact: true }));
    expect(page.url()).toContain('/login');
    await noSidewaysScroll(page, 'the code step');
    await shot(page, 'login-code-step');
    await app.checkPage('two-factor login code step');

    // The code that turned it on was used; the app's next one signs in.
    await code.fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    await waitForPath(page, DASHBOARD.transporter);
  });
  test('a new admin is sent to turn it on before the admin screens open, and then they do', async ({
    app,
  }) => {
    const { page } = app;
    await page.setViewportSize(VIEWPORTS.mobile);
    const email = `e2e-admin-${Date.now().toString(36)}@example.com`;
    await makeAdminWithDemoPassword(email);
    // Sent straight to the two-factor page: no admin call is made, so none is refused (issue 40, item 7;
    // the fixture fails the test on any failed request).
    await logIn(app, { email, password: DEMO_PASSWORD }, '/dashboard/admin/two-factor');
    await shown(page.getByText('Two-factor sign-in is required for admins. Turn it on below to continue.'));
    await shown(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 }));
    await noSidewaysScroll(page, 'the admin two-factor page');
    await shot(page, 'admin-required');
    await app.checkPage('admin two-factor required');

    await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Turn on two-factor sign-in' }));
    await dialog.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const scan = await shown(page.getByRole('dialog', { name: 'Scan the QR code' }));
    const secret = ((await scan.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    await scan.getByLabel('6-digit code', { exact: true }).fill(appCode(secret));
    await scan.getByRole('button', { name: 'Turn on' }).click();
    const saved = await shown(page.getByRole('dialog', { name: 'Save your recovery codes' }));
    await saved.getByLabel('I have saved these codes').check();
    await saved.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('link', { name: 'Go to the admin dashboard' }).click();
    await waitForPath(page, DASHBOARD.admin);
    await shown(page.getByRole('heading', { name: 'Admin Dashboard' }));
  });
});
