import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Account } from './accounts.ts';
import { loginForm } from './auth-flows.ts';
import { env } from './env.ts';
import { VIEWPORTS } from './fixtures.ts';
import { waitForPath } from './ui.ts';

export interface Elsewhere {
  page: Page;
  /** Console and page errors seen, for the test to assert none at its end. */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * A second person at another device: their own browser context (cookies, storage, and `options`
 * such as a geolocation and its permission), signed in through the login form.
 */
export async function signInElsewhere(
  browser: Browser,
  account: Pick<Account, 'email' | 'password'>,
  landsOn: string,
  options: BrowserContextOptions = {},
): Promise<Elsewhere> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: env.baseUrl, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto('/login', { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('njira:interactive').length > 0);
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
  await waitForPath(page, landsOn);
  return { page, problems, close: () => context.close() };
}
