import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { signInElsewhere } from './support/elsewhere.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, settle, test, VIEWPORTS } from './support/fixtures.ts';
import { type ApiActor, actorViaApi, postLoadViaApi } from './support/shipment-setup.ts';
import { expectToast, gone, shown, toasts, waitForPath } from './support/ui.ts';

const OWNER_HOME = DASHBOARD['cargo-owner'];
const CARRIER_HOME = DASHBOARD.transporter;
/** The bar for the browser: a new bid on the owner's screen within a second of its answer. */
const LIVE_MS = 1000;
/** How long to wait before calling it a failure (the latency is asserted separately). */
const WAIT_MS = 10_000;
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The bid's notification text ('New bid on <cargo> (<from> → <to>): K 14,000 from <company>'). */
const bidText = (amount: string, company: string) => `New bid on .+: ${amount} from ${escapeRegExp(company)}`;

/** A transporter bids through the API; resolves at the moment the 201 arrived. */
async function bidViaApi(transporter: ApiActor, quoteId: string, amount: number): Promise<number> {
  const response = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
    body: JSON.stringify({ amount, estimatedDays: 2, notes: 'Flatbed free tomorrow' }),
  });
  const at = Date.now();
  if (response.status !== 201)
    throw new Error(`bidding answered ${response.status}: ${await response.text()}`);
  return at;
}

/** Resolves once this page's events stream has been accepted (its headers arrived). */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200, {
    timeout: WAIT_MS,
  });
}

/** Opens a path with a full page load and waits until the app is interactive and its stream open. */
async function openLive(page: Page, pathname: string): Promise<void> {
  const opened = streamOpened(page);
  await page.goto(pathname, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('njira:interactive').length > 0);
  await opened;
}

/**
 * Resolves with the time at which a list item containing `text` is on screen, checked on every
 * animation frame (a locator's wait polls ever more slowly, which would blur the figure).
 */
function shownAt(page: Page, text: string): Promise<number> {
  return page
    .waitForFunction(
      (wanted) =>
        [...document.querySelectorAll('li')].some(
          (li) =>
            li.offsetParent !== null &&
            `${li.getAttribute('aria-label') ?? ''} ${li.textContent}`.includes(wanted),
        ),
      text,
      { polling: 'raf', timeout: WAIT_MS },
    )
    .then(() => Date.now());
}

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The open bell panel, looked at: a screenshot at this width, and axe. */
async function lookAtPanel(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await shown(panelOf(page));
  await settle(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({
    path: path.join(ARTIFACTS, `live-updates--bell-panel--${width}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
  await expectAccessible(page, `the bell's panel at ${width} px`);
}

describe('live updates', () => {
  test('a new bid reaches the owner’s open quote within a second, with a toast and the bell’s count; the notification opens the quote; the acceptance reaches the transporter’s open deliveries', async ({
    app,
    browser,
  }) => {
    const { page } = app;
    const [owner, first, second] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'first'),
      actorViaApi('transporter', 'second'),
    ]);
    const quote = await postLoadViaApi(owner);
    const quotePath = `${OWNER_HOME}/quote/${quote.id}`;
    await logIn(app, owner, OWNER_HOME);

    // The owner waits on the quote page.
    await openLive(page, quotePath);
    await shown(page.getByRole('heading', { name: 'No bids yet' }));
    await shown(bell(page, 'Notifications'));

    // A transporter bids through the API: the bid, the toast and the count, without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const bidName = `Bid 1, Best Bid: K 14,000 from ${first.fullName}`;
    const bidShownAt = shownAt(page, bidName);
    const placed = await bidViaApi(first, quote.id, 14_000);
    const bidMs = (await bidShownAt) - placed;
    const bidRow = page.getByRole('listitem', { name: bidName });
    await shown(bidRow);
    const newBid = new RegExp(`^${bidText('K 14,000', first.companyName)}$`);
    await shown(toasts(page).getByText(newBid), WAIT_MS);
    await settle(page);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({
      path: path.join(ARTIFACTS, 'live-updates--new-bid-toast--1440.png'),
      caret: 'hide',
    });
    await shown(bell(page, 'Notifications, 1 unread'), WAIT_MS);
    expect(navigations, 'the page showed the bid without a reload').toEqual([]);
    console.log(`live-updates: bid on screen ${bidMs} ms after its 201`);
    expect(bidMs, 'from the bid’s 201 to the bid on the owner’s screen').toBeLessThan(LIVE_MS);

    // From elsewhere in the workspace, the bell's notification opens the quote and is read.
    await page
      .getByRole('navigation', { name: 'Main' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await waitForPath(page, OWNER_HOME);
    await bell(page, 'Notifications, 1 unread').click();
    await panelOf(page)
      .getByRole('link', { name: new RegExp(`^Unread: ${bidText('K 14,000', first.companyName)} `) })
      .click();
    await waitForPath(page, quotePath);
    await shown(bidRow);
    await gone(panelOf(page));
    await shown(bell(page, 'Notifications'), WAIT_MS);

    // A second bid: the panel holds one unread and one read notification. Looked at on the
    // dashboard, at 1280 and 360 px, with axe, once the toasts have gone.
    await bidViaApi(second, quote.id, 14_800);
    await shown(bell(page, 'Notifications, 1 unread'), WAIT_MS);
    await shown(page.getByRole('listitem', { name: /^Bid 2: K 14,800 from / }), WAIT_MS);
    await gone(toasts(page).getByRole('listitem').first(), 15_000);
    await page
      .getByRole('navigation', { name: 'Main' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await waitForPath(page, OWNER_HOME);
    await shown(page.getByRole('heading', { level: 1 }));
    await bell(page, 'Notifications, 1 unread').click();
    const panel = panelOf(page);
    await shown(
      panel.getByRole('link', { name: new RegExp(`^Unread: ${bidText('K 14,800', second.companyName)} `) }),
    );
    await shown(panel.getByRole('link', { name: new RegExp(`^${bidText('K 14,000', first.companyName)} `) }));
    await shown(panel.getByRole('button', { name: 'Mark all as read' }));
    await lookAtPanel(page, 1280);
    await lookAtPanel(page, VIEWPORTS.mobile.width);
    await page.keyboard.press('Escape');
    await gone(panel);
    await page.setViewportSize(VIEWPORTS.desktop);
    await openLive(page, quotePath);
    await shown(bidRow);

    // The first transporter, at another computer, has My Deliveries open while the owner accepts.
    const carrier = await signInElsewhere(browser, first, CARRIER_HOME);
    try {
      await openLive(carrier.page, `${CARRIER_HOME}/deliveries`);
      await shown(carrier.page.getByRole('heading', { name: 'My Deliveries', level: 1 }));
      const delivery = carrier.page.getByRole('listitem').filter({ hasText: owner.companyName });
      expect(await delivery.count()).toBe(0);
      const carrierNavigations: string[] = [];
      carrier.page.on('framenavigated', (frame) => {
        if (frame === carrier.page.mainFrame()) carrierNavigations.push(frame.url());
      });

      await bidRow.getByRole('button', { name: /^Accept This Bid/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Accept this bid?' });
      const deliveryShownAt = shownAt(carrier.page, owner.companyName);
      const [accepted] = await Promise.all([
        page.waitForResponse(
          (r) =>
            r.request().method() === 'POST' && /\/api\/quotes\/[^/]+\/bids\/[^/]+\/accept$/.test(r.url()),
        ),
        dialog.getByRole('button', { name: 'Accept Bid' }).click(),
      ]);
      const acceptedAt = Date.now();
      expect(accepted.ok()).toBe(true);
      const acceptMs = (await deliveryShownAt) - acceptedAt;
      await expectToast(page, 'Bid accepted successfully!');
      await shown(delivery);
      await shown(delivery.getByText('Awaiting payment'));
      await shown(toasts(carrier.page).getByText(/^Your bid was accepted: .+ for K 14,000$/), WAIT_MS);
      await shown(bell(carrier.page, 'Notifications, 1 unread'), WAIT_MS);
      console.log(`live-updates: acceptance on the transporter's screen ${acceptMs} ms after its answer`);
      // The issue asks that the open deliveries page shows the acceptance, with no time bar (the
      // latency bar is the bid's, above, and bench:events'). Nothing polls any more, so arriving at
      // all, within WAIT_MS and without a reload, is the live path working; a fixed second here
      // failed once at 1.5 s on a loaded CI machine.
      expect(carrierNavigations, 'the deliveries page showed the acceptance without a reload').toEqual([]);
      expect(carrier.problems).toEqual([]);
    } finally {
      await carrier.close();
    }
  });
});
