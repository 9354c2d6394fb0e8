import { randomBytes } from 'node:crypto';
import { formatKwacha, type PostLoadInput, type Quote, shortId } from '@njira/domain';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { type Account, DASHBOARD, signUpViaApi } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { env } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

const DAY_MS = 86_400_000;

async function tokenOf(account: Account): Promise<string> {
  const response = await fetch(`${env.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A cargo owner posts a load through the API (the journey's subject is the transporter). */
async function postLoad(token: string, overrides: Partial<PostLoadInput>): Promise<Quote> {
  const body: PostLoadInput = {
    cargoType: 'mining',
    cargoDescription: 'Copper cathodes on pallets',
    weight: 28_000,
    dimensions: '12m x 2.4m x 2m',
    fromLocation: 'Kitwe',
    fromAddress: 'Plot 12, Nkana East',
    toLocation: 'Lusaka',
    toAddress: 'Lusaka South MFEZ, Gate 3',
    insuranceRequired: false,
    pickupDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    deliveryDate: new Date(Date.now() + 6 * DAY_MS).toISOString(),
    maxBudget: 15_000,
    ...overrides,
  };
  const response = await fetch(`${env.baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`posting a load answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Quote;
}

const cardOf = (page: Page, quote: Quote) =>
  page.getByRole('article', { name: `Quote #${shortId(quote.id)}` });

/** The cards on screen, by their headings. */
async function cardNames(page: Page): Promise<string[]> {
  const headings = page.getByRole('article').getByRole('heading');
  return (await headings.allInnerTexts()).map((t) => t.trim()).sort();
}

async function expectCards(page: Page, quotes: Quote[]): Promise<void> {
  const want = quotes.map((q) => `Quote #${shortId(q.id)}`).sort();
  await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(want);
}

async function counter(page: Page, title: string): Promise<string> {
  const region = page.getByRole('region', { name: 'Load counters' });
  const card = region.locator('div.rounded-xl').filter({ has: page.getByText(title, { exact: true }) });
  return (await card.locator('p').nth(1).innerText()).trim();
}

/** Submits the dialog and waits for exactly this message in it. */
async function expectRefusal(dialog: Locator, message: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await shown(dialog.getByText(message, { exact: true }));
  expect(await dialog.getByRole('alert').count()).toBe(1);
}

describe('a transporter finds loads and bids', () => {
  test('by search and each filter, fails each bid check once, bids, and sees it placed', async ({ app }) => {
    const { page } = app;
    const tag = `Journey${randomBytes(3).toString('hex')}`;
    const owner = await signUpViaApi('cargo-owner', 'owner');
    const ownerToken = await tokenOf(owner);
    const insured = await postLoad(ownerToken, {
      fromLocation: 'Lusaka',
      toLocation: 'Kitwe',
      insuranceRequired: true,
      cargoDescription: `${tag} insured copper cathodes`,
      maxBudget: 30_000,
    });
    const nearby = await postLoad(ownerToken, {
      fromLocation: 'Ndola',
      toLocation: 'Kitwe',
      cargoDescription: `${tag} cement in 50 kg bags`,
      maxBudget: 9_000,
    });
    const long = await postLoad(ownerToken, {
      fromLocation: 'Kitwe',
      toLocation: 'Dar es Salaam Tanzania',
      cargoDescription: `${tag} copper concentrate`,
      maxBudget: 60_000,
    });

    const transporter = await signUpViaApi('transporter', 'bidder');
    await logIn(app, transporter, DASHBOARD.transporter);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads' }).click();
    await waitForPath(page, '/dashboard/transporter/loads');
    await shown(page.getByRole('heading', { name: 'Available Loads', level: 1 }));
    await shown(page.getByText('Find and bid on loads that match your routes'));

    // Search: only this journey's three loads, and the counters for them.
    await page.getByRole('searchbox', { name: 'Search loads' }).fill(tag);
    await expectCards(page, [insured, nearby, long]);
    await expect.poll(() => counter(page, 'Total Loads')).toBe('3');
    expect(await counter(page, 'High Priority')).toBe('1');
    expect(await counter(page, 'Nearby')).toBe('1');
    expect(await counter(page, 'Long Distance')).toBe('1');
    await shown(cardOf(page, insured).getByText('High Priority', { exact: true }));
    await shown(cardOf(page, nearby).getByText('No bids yet'));
    await app.checkPage('available loads, searched');

    // Each filter.
    const filters = page.getByRole('group', { name: 'Filter loads' });
    for (const [label, expected] of [
      ['High Priority', [insured]],
      ['Nearby (< 200km)', [nearby]],
      ['Long Distance (> 1000km)', [long]],
      ['All Loads', [insured, nearby, long]],
    ] as const) {
      await filters.getByRole('button', { name: label }).click();
      await expectCards(page, [...expected]);
    }

    // A search that matches nothing.
    await page.getByRole('searchbox', { name: 'Search loads' }).fill(`${tag}-nothing`);
    await shown(page.getByText('No loads found'));
    await page.getByRole('searchbox', { name: 'Search loads' }).fill(tag);
    await expectCards(page, [insured, nearby, long]);

    // Open the nearby load.
    await cardOf(page, nearby)
      .getByRole('link', { name: /View Details/ })
      .click();
    await waitForPath(page, `/dashboard/transporter/quote/${nearby.id}`);
    await shown(page.getByText('Ready to bid on this load?'));
    await shown(page.getByText('Contact details will be shared after bid acceptance'));
    await app.checkPage('quote details');

    // Each check of the bid form fails once.
    await page.getByRole('button', { name: 'Place Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    const amount = dialog.getByLabel('Bid Amount (K)');
    const days = dialog.getByLabel('Estimated Delivery (days)');
    await expect.poll(() => amount.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await days.inputValue(), 'suggested from 60 km').toBe('1');

    await expectRefusal(dialog, 'Please fill in all required fields');
    await amount.pressSequentially('abc');
    expect(await amount.inputValue(), 'letters are not typed into the amount').toBe('');
    await amount.fill('0');
    await expectRefusal(dialog, 'Please enter a valid bid amount');
    await amount.fill('8500');
    await days.fill('');
    await days.pressSequentially('4x5');
    expect(await days.inputValue()).toBe('45');
    await expectRefusal(dialog, 'Please enter a valid delivery time (1-30 days)');
    await days.fill('2');
    await amount.fill('9500');
    await expectRefusal(dialog, `Your bid exceeds the cargo owner's budget of ${formatKwacha(9_000)}`);
    await app.checkPage('bid dialog with a refusal');

    await amount.fill('8500');
    await shown(dialog.getByText(/You will receive K 6,800/));
    await dialog.getByLabel('Notes (optional)').fill('Flatbed free on Monday');
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expectToast(page, 'Bid placed successfully!');
    await gone(dialog);

    // The page shows the bid without a reload, and after one.
    await shown(page.getByRole('button', { name: 'Bid Already Placed' }));
    await shown(page.getByText('K 8,500').first());
    await shown(page.getByText('2 days'));
    await page.reload();
    await shown(page.getByRole('button', { name: 'Bid Already Placed' }));
    await app.checkPage('bid already placed');
  });

  test('Bid Now on the dashboard bids and reloads; a refused bid stays in the open dialog', async ({
    app,
  }) => {
    const { page } = app;
    const tag = `Dash${randomBytes(3).toString('hex')}`;
    const owner = await signUpViaApi('cargo-owner', 'owner');
    const ownerToken = await tokenOf(owner);
    // Insured and new with no bid: first in the spec's order, so on the dashboard's short list.
    const first = await postLoad(ownerToken, {
      insuranceRequired: true,
      cargoDescription: `${tag} cobalt hydroxide drums`,
      maxBudget: 20_000,
    });
    const second = await postLoad(ownerToken, {
      insuranceRequired: true,
      cargoDescription: `${tag} copper rod coils`,
      maxBudget: 25_000,
    });
    const transporter = await signUpViaApi('transporter', 'dash');
    await logIn(app, transporter, DASHBOARD.transporter);

    await shown(page.getByRole('heading', { name: 'Transporter Dashboard', level: 1 }));
    await shown(page.getByText('No Recent Deliveries'));
    const rowOf = (quote: Quote) => page.getByRole('listitem').filter({ hasText: quote.cargo });
    await rowOf(first).getByRole('button', { name: 'Bid Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    await dialog.getByLabel('Bid Amount (K)').fill('18000');
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expectToast(page, 'Bid placed successfully!');
    await gone(dialog);
    await shown(rowOf(first).getByRole('button', { name: 'Bid Already Placed' }));
    await app.checkPage('transporter dashboard after a bid');

    // The same transporter bids on the second load elsewhere (another device) while this dialog is open.
    await rowOf(second).getByRole('button', { name: 'Bid Now' }).click();
    await dialog.getByLabel('Bid Amount (K)').fill('21000');
    await dialog.getByLabel('Notes (optional)').fill('Two trucks available');
    const elsewhere = await fetch(`${env.baseUrl}/api/quotes/${second.id}/bids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(transporter)}` },
      body: JSON.stringify({ amount: 22_000, estimatedDays: 2 }),
    });
    expect(elsewhere.status).toBe(201);
    app.expectFailedResponse(409, `/api/quotes/${second.id}/bids`);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();

    await expectToast(page, 'Error placing bid');
    const alert = dialog.getByRole('alert');
    await shown(alert.getByText('You have already placed a bid on this load'));
    expect(await dialog.getByLabel('Bid Amount (K)').inputValue()).toBe('21000');
    expect(await dialog.getByLabel('Notes (optional)').inputValue()).toBe('Two trucks available');
    await app.checkPage('bid refused by the server');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await shown(rowOf(second).getByRole('button', { name: 'Bid Already Placed' }));
  });
});
