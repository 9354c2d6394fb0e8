import { describe } from 'vitest';
import { DASHBOARD, signUpViaApi } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { waitForMailTo } from './support/db.ts';
import { expect, test, VIEWPORTS } from './support/fixtures.ts';
import { expectToast, shown, waitForPath } from './support/ui.ts';

const PROFILE = '/dashboard/transporter/profile';
const SETTINGS = '/dashboard/transporter/settings';

describe('the account screens', () => {
  test('a transporter edits the profile, and the saved profile survives a reload', async ({ app }) => {
    const { page } = app;
    const me = await signUpViaApi('transporter', 'profile');
    await logIn(app, me, DASHBOARD.transporter);

    await page.getByRole('link', { name: /^Profile:/ }).click();
    await waitForPath(page, PROFILE);
    const fullName = await shown(page.getByLabel('Full name', { exact: true }));
    expect(await fullName.inputValue()).toBe(me.fullName);
    await shown(page.getByText('Total Deliveries'));
    await shown(page.getByText('0%'));
    await app.checkPage('transporter profile');

    await fullName.fill('Chilufya Mwansa');
    await page.getByLabel('Address', { exact: true }).fill('Plot 17, Chingola Road, Kitwe');
    await page.getByLabel('Licence number', { exact: true }).fill('ZM-HGV-2041');
    await page.getByRole('checkbox', { name: 'Tanker' }).check();
    await page.getByLabel('Bio', { exact: true }).fill('Two tankers on the Copperbelt run.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await shown(page.getByRole('link', { name: /^Profile: Chilufya Mwansa/ }));

    await page.reload();
    const reloaded = await shown(page.getByLabel('Full name', { exact: true }));
    expect(await reloaded.inputValue()).toBe('Chilufya Mwansa');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(
      'Plot 17, Chingola Road, Kitwe',
    );
    expect(await page.getByLabel('Licence number', { exact: true }).inputValue()).toBe('ZM-HGV-2041');
    expect(await page.getByRole('checkbox', { name: 'Tanker' }).isChecked()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Chilufya Mwansa', level: 2 }).count()).toBe(1);
  });

  test('a settings switch survives a reload', async ({ app }) => {
    const { page } = app;
    const me = await signUpViaApi('transporter', 'settings');
    await logIn(app, me, DASHBOARD.transporter);
    await app.goto(SETTINGS);

    const push = await shown(page.getByRole('switch', { name: 'Push Notifications' }));
    expect(await push.isChecked(), 'push is off by default').toBe(false);
    expect(await page.getByRole('switch', { name: 'Email Notifications' }).isChecked()).toBe(true);
    await app.checkPage('transporter settings');

    // Keyboard: a switch is reached with Tab and flipped with Space, as a checkbox is.
    await push.focus();
    await page.keyboard.press('Space');
    await expectToast(page, 'Settings updated successfully!', 'Push Notifications: On');
    await page.getByLabel('Profile Visibility').selectOption('verified');
    await expectToast(page, 'Settings updated successfully!', 'Profile Visibility: Verified carriers only');

    await page.reload();
    const reloaded = await shown(page.getByRole('switch', { name: 'Push Notifications' }));
    expect(await reloaded.isChecked()).toBe(true);
    expect(await page.getByLabel('Profile Visibility').inputValue()).toBe('verified');
  });

  test('after a password change the old password fails and the new one works', async ({ app }) => {
    const { page } = app;
    const me = await signUpViaApi('transporter', 'password');
    const newPassword = 'Another-Passw0rd!';
    await logIn(app, me, DASHBOARD.transporter);
    await app.goto(SETTINGS);

    await (await shown(page.getByLabel('Current password', { exact: true }))).fill(me.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    // The change ends every session and hands this tab a new one: a read the page sent just before
    // with the old token may be refused, and a refresh with the old cookie too; the tab carries on
    // with the new session (api-client.ts), which the steps below use.
    app.expectFailedResponse(401, '/api/settings');
    app.expectFailedResponse(401, '/api/auth/refresh');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated successfully!');

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');

    app.expectFailedResponse(401, '/api/auth/login');
    await app.goto('/login');
    await (await shown(page.getByLabel('Email', { exact: true }))).fill(me.email);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Sign in failed');

    await logIn(app, { email: me.email, password: newPassword }, DASHBOARD.transporter);
  });

  test('a new sign-in email needs the password, takes effect from its link, and the old address can undo it', async ({
    app,
  }) => {
    const { page } = app;
    const me = await signUpViaApi('transporter', 'email-change');
    const newEmail = me.email.replace('@', '.moved@');
    await logIn(app, me, DASHBOARD.transporter);
    await app.goto(PROFILE);

    const email = await shown(page.getByLabel('Email', { exact: true }));
    expect(await page.getByLabel('Current password', { exact: true }).count()).toBe(0);
    await email.fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await shown(page.getByText('Please enter your current password to change your email or phone number'));
    await page.getByLabel('Current password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await shown(page.getByText(`Waiting for ${newEmail} to confirm`));

    // The new address confirms from its mail (a button: a mail scanner opening the link changes nothing).
    const confirm = /\/confirm-email\?token=([\w-]+)/.exec(await waitForMailTo(newEmail))?.[1];
    await app.goto(`/confirm-email?token=${confirm}`);
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await shown(page.getByText(`Your sign-in email is now ${newEmail}.`));
    await app.checkPage('email confirmed');

    // The old address was told, and undoes it: its email again, every device signed out.
    const undo = /\/undo-email-change\?token=([\w-]+)/.exec(await waitForMailTo(me.email))?.[1];
    await app.goto(`/undo-email-change?token=${undo}`);
    await shown(page.getByRole('heading', { name: 'Keep your sign-in email' }));
    await app.checkPage('undo email change');
    await page.getByRole('button', { name: 'Keep my email and sign out everywhere' }).click();
    await shown(page.getByText(`Your sign-in email is ${me.email} again`));
    await logIn(app, me, DASHBOARD.transporter);
  });

  test('a cargo owner has the same screens, with its own figures and a mobile-money card', async ({
    app,
  }) => {
    const { page } = app;
    const me = await signUpViaApi('cargo-owner', 'owner-account');
    await logIn(app, me, DASHBOARD['cargo-owner']);

    await app.goto('/dashboard/cargo-owner/profile');
    await shown(page.getByText('Total Spent'));
    expect(await page.getByLabel('Licence number').count()).toBe(0);
    await app.checkPage('cargo owner profile');

    await page.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/dashboard/cargo-owner/settings');
    await shown(page.getByRole('switch', { name: 'Payment Alerts' }));
    // The spec's Payment Methods card is the mobile-money wallet, not a sample card.
    await shown(page.getByRole('heading', { name: 'Mobile Money', level: 2 }));
    expect(await page.getByText(/payment methods|4242/i).count()).toBe(0);
    await app.checkPage('cargo owner settings');

    // Nothing is wider than a 360 px phone.
    await page.setViewportSize(VIEWPORTS.mobile);
    for (const path of ['/dashboard/cargo-owner/settings', '/dashboard/cargo-owner/profile']) {
      await app.goto(path);
      await shown(page.getByRole('button', { name: /Update Password|Save Changes/ }));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
  });
});
