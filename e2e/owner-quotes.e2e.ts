import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD, signUpViaApi } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { env } from './support/env.ts';
import { expect, test, VIEWPORTS } from './support/fixtures.ts';
import { type ApiActor, actorViaApi } from './support/shipment-setup.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

const OWNER_HOME = DASHBOARD['cargo-owner'];
const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A transporter bids through the API; the journey's subject is the owner. */
async function bidViaApi(transporter: ApiActor, quoteId: string, amount: number, estimatedDays: number) {
  const response = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
    body: JSON.stringify({ amount, estimatedDays, notes: `Truck free, ${estimatedDays} days` }),
  });
  if (response.status !== 201)
    throw new Error(`bidding answered ${response.status}: ${await response.text()}`);
}

/** The field's own error message (Field wires it through aria-describedby). */
async function fieldError(page: Page, label: string): Promise<string | null> {
  return page.getByLabel(label, { exact: true }).evaluate((el) => {
    const id = el
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((d) => d.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

async function submitAndExpect(page: Page, message: string, field: string): Promise<void> {
  await page.getByRole('button', { name: 'Post Load & Get Quotes' }).click();
  await expectToast(page, message);
  await expect.poll(() => fieldError(page, field)).toBe(message);
}

describe('a cargo owner posts a load and accepts the best bid', () => {
  test('through the form (each check once, nothing lost, a reload keeps the draft), My Quotes, Best Bid, accept', async ({
    app,
  }) => {
    const { page } = app;
    const tag = `Owner${randomBytes(3).toString('hex')}`;
    const owner = await signUpViaApi('cargo-owner', 'owner');
    await logIn(app, owner, OWNER_HOME);
    await shown(page.getByText('No Active Shipments'));
    await shown(page.getByText('No Pending Quotes'));
    await app.checkPage('dashboard, nothing yet');

    await page.getByRole('link', { name: 'Post New Load' }).first().click();
    await waitForPath(page, `${OWNER_HOME}/post-load`);
    await shown(page.getByRole('heading', { name: 'Cargo Details' }));

    // Each check fails once, in the spec's order.
    await submitAndExpect(page, 'Please select both pickup and delivery dates', 'Pickup Date');
    await app.checkPage('post load, empty submit');
    await page.getByLabel('Pickup Date').fill(dateIn(4));
    await page.getByLabel('Delivery Date').fill(dateIn(2));
    await submitAndExpect(page, 'Please fill in all required fields', 'Cargo Type');
    await page.getByLabel('Cargo Type').selectOption('mining');
    // On a 360 px phone the open place list stays on screen, scrolls, and passes axe.
    const viewport = page.viewportSize();
    await page.setViewportSize(VIEWPORTS.mobile);
    const pickupCity = page.getByRole('combobox', { name: 'Pickup City' });
    await pickupCity.fill('k');
    const places = await shown(page.getByRole('listbox', { name: 'Places' }));
    const box = (await places.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height / 2);
    expect(await places.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await pickupCity.getAttribute('aria-expanded')).toBe('true');
    await app.checkPage('post load, place list open');
    if (viewport) await page.setViewportSize(viewport);
    await pickupCity.fill('Kit');
    await page.getByRole('option', { name: 'Kitwe' }).click();
    await page.getByRole('combobox', { name: 'Delivery City' }).fill('lusa');
    await page.getByRole('option', { name: 'Lusaka' }).click();
    await shown(page.getByText(/Road distance: \d+ km/));
    await page.getByLabel('Maximum Budget (K)').fill('0');
    await submitAndExpect(page, 'Please enter a valid budget', 'Maximum Budget (K)');
    await page.getByLabel('Maximum Budget (K)').fill('15000');
    await shown(page.getByText('K 3,000'));
    await shown(page.getByText('K 12,000'));
    await page.getByLabel('Weight (tons)').fill('28.5');
    await page.getByLabel('Cargo Description').fill(`${tag} copper cathodes on pallets`);
    await page.getByLabel('Pickup Address').fill('Plot 12, Nkana East');
    await page.getByLabel('Delivery Address').fill('Makeni warehouse 4');
    await submitAndExpect(page, 'Delivery date must be on or after the pickup date', 'Delivery Date');

    // The failed submit kept everything typed, and so does a reload.
    expect(await page.getByLabel('Cargo Description').inputValue()).toBe(`${tag} copper cathodes on pallets`);
    expect(await page.getByLabel('Pickup Address').inputValue()).toBe('Plot 12, Nkana East');
    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('njira:interactive').length > 0);
    await shown(page.getByRole('heading', { name: 'Cargo Details' }));
    expect(await page.getByLabel('Cargo Description').inputValue()).toBe(`${tag} copper cathodes on pallets`);
    expect(await page.getByLabel('Pickup City').inputValue()).toBe('Kitwe');
    expect(await page.getByLabel('Weight (tons)').inputValue()).toBe('28.5');
    expect(await page.getByLabel('Maximum Budget (K)').inputValue()).toBe('15000');
    await app.checkPage('post load, draft after reload');

    await page.getByLabel('Delivery Date').fill(dateIn(6));
    await page.getByRole('button', { name: 'Post Load & Get Quotes' }).click();
    await expectToast(page, 'Load posted successfully!', 'Transporters can now bid on your load.');
    await waitForPath(page, OWNER_HOME);
    await shown(page.getByRole('link', { name: new RegExp(`^Review Bids: Mining - ${tag}`) }));
    await app.checkPage('dashboard with a pending quote');

    // My Quotes finds it, waiting for bids.
    await page
      .getByRole('navigation', { name: 'Main' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Quotes' })
      .click();
    await waitForPath(page, `${OWNER_HOME}/quotes`);
    // The unfiltered list may show the new load before the debounced search is even sent: wait for
    // the search's own answer, so the page is not checked while it swaps lists.
    const searched = page.waitForResponse(
      (r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/quotes' && url.searchParams.get('search') === tag;
      },
      { timeout: 15_000 },
    );
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(tag);
    await searched;
    const card = page.getByRole('listitem').filter({ hasText: tag });
    await shown(card);
    expect(await card.getByRole('button', { name: 'Waiting for Bids' }).isDisabled()).toBe(true);
    await shown(card.getByText('28.5 tons'));
    await app.checkPage('my quotes, waiting for bids');
    const href = await card.getByRole('link', { name: /^View Details/ }).getAttribute('href');
    const quoteId = href?.split('/').pop() ?? '';
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);

    // Two transporters bid through the API.
    const [dear, cheap] = await Promise.all([
      actorViaApi('transporter', 'dear'),
      actorViaApi('transporter', 'cheap'),
    ]);
    await bidViaApi(dear, quoteId, 13_000, 2);
    await bidViaApi(cheap, quoteId, 11_500, 3);

    await page.reload();
    await page.waitForFunction(() => performance.getEntriesByName('njira:interactive').length > 0);
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(tag);
    await card.getByRole('link', { name: /^Review Bids \(2\)/ }).click();
    await waitForPath(page, `${OWNER_HOME}/quote/${quoteId}`);

    const bids = page.getByRole('listitem', { name: /^Bid \d/ });
    await shown(bids.first());
    expect(await bids.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      `Bid 1, Best Bid: K 11,500 from ${cheap.fullName}`,
      `Bid 2: K 13,000 from ${dear.fullName}`,
    ]);
    await shown(bids.first().getByText('Best Bid'));
    await shown(bids.first().getByText(cheap.companyName));
    await shown(page.getByText('Contact via platform', { exact: true }).first());
    await shown(page.getByText('Contact details shared after payment confirmation').first());
    await app.checkPage('quote details with two bids');

    await bids
      .first()
      .getByRole('button', { name: /^Accept This Bid/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Accept this bid?' });
    await shown(dialog.getByText('K 11,500', { exact: true }));
    await shown(dialog.getByText('3 days'));
    await app.checkPage('accept dialog');
    await dialog.getByRole('button', { name: 'Accept Bid' }).click();
    await expectToast(
      page,
      'Bid accepted successfully!',
      'A shipment has been created and the transporter has been notified.',
    );
    await gone(dialog);
    await waitForPath(page, `${OWNER_HOME}/shipments`);
  });
});
