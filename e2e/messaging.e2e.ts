import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_HELD_BACK } from '@njira/domain';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD, DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { signInElsewhere } from './support/elsewhere.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, settle, test, VIEWPORTS } from './support/fixtures.ts';
import {
  type ApiActor,
  acceptBidViaApi,
  actorViaApi,
  payViaApi,
  postLoadViaApi,
} from './support/shipment-setup.ts';
import { shown } from './support/ui.ts';

const OWNER_HOME = DASHBOARD['cargo-owner'];
const CARRIER_HOME = DASHBOARD.transporter;
const WAIT_MS = 10_000;
const SHOTS = '/tmp/shots';

/** Resolves once this page's events stream has been accepted. */
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

async function bidViaApi(transporter: ApiActor, quoteId: string): Promise<void> {
  const response = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
    body: JSON.stringify({ amount: 12_000, estimatedDays: 2 }),
  });
  if (response.status !== 201) throw new Error(`bidding answered ${response.status}`);
}

/** Writes in the page's message box and sends. */
async function write(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** A message of the thread on screen. */
const bubble = (page: Page, text: string) =>
  page.getByRole('list', { name: /^Messages with / }).getByText(text, { exact: true });

/** At 360 px: a screenshot to look at, and axe. */
async function lookAt(page: Page, name: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS.mobile);
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `messaging-${name}.png`), fullPage: true, caret: 'hide' });
  await expectAccessible(page, `${name} at 360 px`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: nothing wider than the 360 px screen`).toBeLessThanOrEqual(0);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('platform messaging', () => {
  test('a transporter asks about an open load, the owner sees it live and replies; a phone number is held back; after acceptance and payment both talk on the shipment page', async ({
    app,
    browser,
  }) => {
    const { page } = app;
    const [owner, carrier] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'carrier'),
    ]);
    const quote = await postLoadViaApi(owner);
    await logIn(app, carrier, CARRIER_HOME);
    await openLive(page, `${CARRIER_HOME}/quote/${quote.id}`);
    await shown(page.getByRole('heading', { name: `Messages with ${owner.companyName}`, level: 2 }));

    const other = await signInElsewhere(browser, owner, OWNER_HOME);
    try {
      const ownerPage = other.page;
      await openLive(ownerPage, `${OWNER_HOME}/quote/${quote.id}`);
      await shown(ownerPage.getByRole('heading', { name: 'Messages (0)', level: 2 }));
      const ownerNavigations: string[] = [];
      ownerPage.on('framenavigated', (frame) => {
        if (frame === ownerPage.mainFrame()) ownerNavigations.push(frame.url());
      });

      // The question reaches the owner's open page without a reload.
      await write(page, 'Is the cargo palletised?');
      await shown(bubble(page, 'Is the cargo palletised?'), WAIT_MS);
      await shown(bubble(ownerPage, 'Is the cargo palletised?'), WAIT_MS);
      expect(ownerNavigations, 'the question arrived without a reload').toEqual([]);

      // The reply reaches the transporter the same way.
      await write(ownerPage, 'Yes, 20 pallets, forklift on site.');
      await shown(bubble(page, 'Yes, 20 pallets, forklift on site.'), WAIT_MS);

      // A phone number before acceptance is held back, with the reason, and the text stays.
      app.expectFailedResponse(422, '/messages');
      await write(page, 'Easier by phone: call me on 0977 123 456');
      await shown(page.getByRole('alert').getByText(CONTACT_HELD_BACK), WAIT_MS);
      await expect(page.getByLabel('Message', { exact: true }).inputValue()).resolves.toBe(
        'Easier by phone: call me on 0977 123 456',
      );
      await lookAt(page, 'transporter-load');
      await lookAt(ownerPage, 'owner-load');

      // After acceptance the same conversation goes on, on both shipment pages; once the payment is
      // held (issue 39), contact details may be written.
      await bidViaApi(carrier, quote.id);
      const shipmentId = await acceptBidViaApi(owner, quote.id, carrier);
      await payViaApi(owner, shipmentId);
      await openLive(page, `${CARRIER_HOME}/shipment/${shipmentId}`);
      await openLive(ownerPage, `${OWNER_HOME}/shipment/${shipmentId}`);
      await shown(bubble(page, 'Is the cargo palletised?'), WAIT_MS);
      await shown(bubble(ownerPage, 'Yes, 20 pallets, forklift on site.'), WAIT_MS);
      await write(page, 'Booked. My driver is on 0977 123 456 and arrives at 8.');
      await shown(bubble(ownerPage, 'Booked. My driver is on 0977 123 456 and arrives at 8.'), WAIT_MS);
      await write(ownerPage, 'Great, see you at gate 3.');
      await shown(bubble(page, 'Great, see you at gate 3.'), WAIT_MS);
      await lookAt(page, 'transporter-shipment');
      await lookAt(ownerPage, 'owner-shipment');

      // The owner reports the transporter's message; an admin then reads that conversation only.
      await ownerPage
        .getByRole('listitem')
        .filter({ hasText: 'Booked. My driver is on 0977 123 456' })
        .getByRole('button', { name: 'Report' })
        .click();
      const dialog = ownerPage.getByRole('dialog', { name: 'Report this message?' });
      await dialog.getByLabel('Reason').fill('Shares a phone number I did not ask for');
      await dialog.getByRole('button', { name: 'Report', exact: true }).click();
      await shown(ownerPage.getByText('Reported', { exact: true }), WAIT_MS);
      await openLive(ownerPage, `${OWNER_HOME}/messages`);
      await shown(bubble(ownerPage, 'Great, see you at gate 3.'), WAIT_MS);
      await lookAt(ownerPage, 'owner-inbox');

      const admin = await signInElsewhere(browser, DEMO.admin, DEMO.admin.dashboard);
      try {
        await admin.page.goto(`${DEMO.admin.dashboard}/reported-messages`, { waitUntil: 'load' });
        await shown(admin.page.getByRole('heading', { name: 'Reported messages', level: 1 }), WAIT_MS);
        await shown(admin.page.getByText('Reported', { exact: false }).first(), WAIT_MS);
        await shown(
          admin.page.getByText('Shares a phone number I did not ask for', { exact: false }),
          WAIT_MS,
        );
        await lookAt(admin.page, 'admin-reported');
        expect(admin.problems).toEqual([]);
      } finally {
        await admin.close();
      }

      // The Messages page lists the conversation, from the menu.
      await openLive(page, `${CARRIER_HOME}/messages`);
      await shown(page.getByRole('heading', { name: 'Messages', level: 1 }));
      await shown(bubble(page, 'Great, see you at gate 3.'), WAIT_MS);
      await lookAt(page, 'transporter-inbox');
      expect(other.problems).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
