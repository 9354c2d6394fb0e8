import type { Route } from 'playwright-core';
import { describe } from 'vitest';
import { logIn } from './support/auth-flows.ts';
import { expect, expectAccessible, settle, test } from './support/fixtures.ts';
import { actorViaApi, postLoadViaApi, quoteBidsViaApi } from './support/shipment-setup.ts';
import { gone, shown } from './support/ui.ts';

/*
 * Issue 28, item 1: offline, Place Bid used to spin "Placing Bid..." with nothing said; Cancel closed
 * the dialog, and when the connection came back the bid was posted anyway, with no toast.
 */

const OFFLINE_BANNER = 'You are offline. What is on screen may be out of date, and changes are not sent.';
const OFFLINE_MESSAGE = 'You are offline. Nothing was sent: try again when you are back online.';

describe('a bid on a bad connection', () => {
  test('offline, the bid is refused with a message; cancelled and back online, no bid reaches the server', async ({
    app,
  }) => {
    const { page, context } = app;
    const owner = await actorViaApi('cargo-owner', 'offline-owner');
    const transporter = await actorViaApi('transporter', 'offline-bidder');
    const load = await postLoadViaApi(owner, { cargoDescription: 'Cement in 50 kg bags' });
    await logIn(app, transporter, '/dashboard/transporter');
    await app.goto(`/dashboard/transporter/quote/${load.id}`);
    await page.getByRole('button', { name: 'Place Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    await shown(dialog.getByLabel('Bid Amount (K)'));
    await dialog.getByLabel('Bid Amount (K)').fill('111');

    // The live events' stream drops with the connection; Chromium logs that line.
    app.expectFailedConnection('ERR_INTERNET_DISCONNECTED', '/api/');
    await context.setOffline(true);
    await shown(page.getByText(OFFLINE_BANNER));
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await shown(dialog.getByText(OFFLINE_MESSAGE));
    await expectAccessible(page, 'bid dialog, offline');
    expect(await dialog.getByRole('button', { name: 'Place Bid' }).isEnabled()).toBe(true);
    await page.screenshot({ path: '/tmp/offline-bid.png' });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await context.setOffline(false);
    await gone(page.getByText(OFFLINE_BANNER));
    await settle(page);
    await page.waitForTimeout(1500);
    expect((await quoteBidsViaApi(owner, load.id)).bids).toEqual([]);
  });

  test('Cancel stops a bid still on its way: the request is aborted and no bid is stored', async ({
    app,
  }) => {
    const { page } = app;
    const owner = await actorViaApi('cargo-owner', 'slow-owner');
    const transporter = await actorViaApi('transporter', 'slow-bidder');
    const load = await postLoadViaApi(owner, { cargoDescription: 'Fertiliser in 50 kg bags' });
    await logIn(app, transporter, '/dashboard/transporter');
    await app.goto(`/dashboard/transporter/quote/${load.id}`);

    // A connection so slow the bid has not left the phone yet when the person gives up.
    let held: Route | null = null;
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith(`/api/quotes/${load.id}/bids`))
        failed.push(request.failure()?.errorText ?? '');
    });
    await page.route(`**/api/quotes/${load.id}/bids`, (route) => {
      held = route;
    });

    await page.getByRole('button', { name: 'Place Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    await dialog.getByLabel('Bid Amount (K)').fill('9000');
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await shown(dialog.getByRole('button', { name: 'Placing Bid...' }));
    await expect.poll(() => held !== null).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await expect.poll(() => failed.length).toBe(1);
    // Letting the held request go now is refused by the browser: it was aborted.
    await (held as Route | null)?.continue().catch(() => undefined);
    await page.waitForTimeout(1000);
    expect((await quoteBidsViaApi(owner, load.id)).bids).toEqual([]);
    expect(await page.getByText('Bid placed successfully!').count()).toBe(0);
  });
});
