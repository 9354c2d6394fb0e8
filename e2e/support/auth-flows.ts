import type { Page } from 'playwright-core';
import type { Account, SignupRole } from './accounts.ts';
import type { App } from './fixtures.ts';
import { expectToast, shown, waitForPath } from './ui.ts';

export const ROLE_LABEL: Record<SignupRole, string> = {
  transporter: 'Transporter',
  'cargo-owner': 'Cargo Owner',
};

/** The sign-up form's controls, by their visible labels. */
export function signupForm(page: Page) {
  return {
    role: (role: SignupRole) => page.getByRole('radio', { name: ROLE_LABEL[role], exact: true }),
    fullName: page.getByLabel('Full name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    companyName: page.getByLabel('Company name', { exact: true }),
    phoneNumber: page.getByLabel('Phone number', { exact: true }),
    submit: page.getByRole('button', { name: 'Create Account' }),
  };
}

/** The login form's controls. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign In' }),
  };
}

/** Picks a role card. The radio itself is visually hidden, so click the card (its label) as a person would. */
export async function chooseRole(page: Page, role: SignupRole): Promise<void> {
  const radio = signupForm(page).role(role);
  await page.locator('label').filter({ has: radio }).click();
  if (!(await radio.isChecked())) throw new Error(`The ${ROLE_LABEL[role]} role did not get selected`);
}

export async function fillSignup(page: Page, account: Account, role: SignupRole): Promise<void> {
  const form = signupForm(page);
  await shown(form.submit);
  await chooseRole(page, role);
  await form.fullName.fill(account.fullName);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.companyName.fill(account.companyName);
  await form.phoneNumber.fill(account.phoneNumber);
}

/** Signs in through the login screen and waits for the role's dashboard. */
export async function logIn(
  app: App,
  account: { email: string; password: string },
  landsOn: string,
): Promise<void> {
  const { page } = app;
  await app.goto('/login');
  const form = loginForm(page);
  await shown(form.submit);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  await expectToast(page, 'Welcome back!', "You've successfully signed in.");
  await waitForPath(page, landsOn);
}

/** The names of the links in the workspace menu (the visible 'Main' navigation). */
export async function menuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await shown(nav.first());
  const links = nav.first().getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** What the page keeps of the session (spec section 3). */
export function storedSession(
  page: Page,
): Promise<{ token: string | null; user: string | null; remembered: string | null }> {
  return page.evaluate(() => ({
    token: sessionStorage.getItem('access_token'),
    user: sessionStorage.getItem('user'),
    remembered: localStorage.getItem('user'),
  }));
}
