import { randomBytes } from 'node:crypto';
import { formatKwacha, monthLabel, type Quote, shortId, splitKwacha } from '@njira/domain';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { downloadedPdfText } from './support/downloads.ts';
import { type App, expect, test } from './support/fixtures.ts';
import {
  acceptBidViaApi,
  actorViaApi,
  deliveryCodeViaApi,
  deliveryPhoto,
  payViaApi,
  postLoadViaApi,
  releaseAndPayOutViaApi,
  shipmentViaApi,
} from './support/shipment-setup.ts';
import { expectToast, fillDeliveryProof, gone, shown, waitForPath } from './support/ui.ts';

/*
 * Issue 10's connected journey: one fresh transporter, in the browser, from finding a load to the
 * papers for its pay. Each screen's own details are proven by its slice journey
 * (transporter-loads, transporter-deliveries, earnings); this one proves they join up: the load bid
 * on is the shipment delivered is the row paid is the amount on both PDFs.
 */

/** axe and screenshots (360 and 1440 px) from the top of the page, where a person lands. */
async function checkFromTop(app: App, label: string): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.checkPage(label);
}

/** The load cards on Available Loads, by their headings. */
async function cardNames(page: Page): Promise<string[]> {
  const headings = page.getByRole('article').getByRole('heading');
  return (await headings.allInnerTexts()).map((t) => t.trim()).sort();
}

async function expectCards(page: Page, quotes: Quote[]): Promise<void> {
  const want = quotes.map((q) => `Quote #${shortId(q.id)}`).sort();
  await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(want);
}

/** Submits the bid dialog and waits for exactly this one message in it. */
async function expectRefusal(dialog: Locator, message: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await shown(dialog.getByText(message, { exact: true }));
  expect(await dialog.getByRole('alert').count()).toBe(1);
}

describe('a transporter, from finding a load to being paid for it', () => {
  test('finds a load, bids, runs the delivery, is paid, and downloads the receipt and the statement', {
    timeout: 240_000,
  }, async ({ app }) => {
    const { page } = app;
    const menu = page.getByRole('navigation', { name: 'Main' });
    const tag = `Trip${randomBytes(3).toString('hex')}`;
    const budget = 9_000;
    const bid = 8_500;
    const share = splitKwacha(bid);

    // A fresh cargo owner posts two loads through the API: the one this journey carries (insured,
    // so High Priority; Ndola → Kitwe, so Nearby) and a long-distance one it does not.
    const [owner, transporter] = await Promise.all([
      actorViaApi('cargo-owner', 'shipper'),
      actorViaApi('transporter', 'journey'),
    ]);
    const load = await postLoadViaApi(owner, {
      fromLocation: 'Ndola',
      fromAddress: 'Plot 4, Heavy Industrial Area',
      toLocation: 'Kitwe',
      toAddress: 'Nkana West, Freedom Avenue',
      insuranceRequired: true,
      estimatedValue: null,
      cargoDescription: `${tag} cement in 50 kg bags`,
      maxBudget: budget,
    });
    const other = await postLoadViaApi(owner, {
      fromLocation: 'Kitwe',
      toLocation: 'Dar es Salaam Tanzania',
      estimatedValue: null,
      cargoDescription: `${tag} copper concentrate`,
      maxBudget: 60_000,
    });

    // Available Loads: found by search, then under each filter it belongs to and not the other.
    await logIn(app, transporter, DASHBOARD.transporter);
    await checkFromTop(app, 'transporter dashboard, new account');
    await menu.getByRole('link', { name: 'Loads' }).click();
    await waitForPath(page, '/dashboard/transporter/loads');
    await shown(page.getByRole('heading', { name: 'Available Loads', level: 1 }));
    await page.getByRole('searchbox', { name: 'Search loads' }).fill(tag);
    await expectCards(page, [load, other]);
    await checkFromTop(app, 'available loads, searched');
    const filters = page.getByRole('group', { name: 'Filter loads' });
    for (const [label, expected] of [
      ['High Priority', [load]],
      ['Nearby (< 200km)', [load]],
      ['Long Distance (> 1000km)', [other]],
      ['All Loads', [load, other]],
    ] as const) {
      await filters.getByRole('button', { name: label }).click();
      await expectCards(page, [...expected]);
    }

    // Open it, fail each check of the bid form once (spec section 5), then bid.
    await page
      .getByRole('article', { name: `Quote #${shortId(load.id)}` })
      .getByRole('link', { name: /View Details/ })
      .click();
    await waitForPath(page, `/dashboard/transporter/quote/${load.id}`);
    await shown(page.getByText('Ready to bid on this load?'));
    await checkFromTop(app, 'quote details');
    await page.getByRole('button', { name: 'Place Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Bid' });
    const amount = dialog.getByLabel('Bid Amount (K)');
    const days = dialog.getByLabel('Estimated Delivery (days)');
    await shown(amount);
    await days.fill('');
    await expectRefusal(dialog, 'Please fill in all required fields');
    await amount.fill('0');
    await days.fill('2');
    await expectRefusal(dialog, 'Please enter a valid bid amount');
    await amount.fill(String(bid));
    await days.fill('31');
    await expectRefusal(dialog, 'Please enter a valid delivery time (1-30 days)');
    await days.fill('2');
    await amount.fill(String(budget + 500));
    await expectRefusal(dialog, `Your bid exceeds the cargo owner's budget of ${formatKwacha(budget)}`);
    await checkFromTop(app, 'bid dialog, over the budget');
    await amount.fill(String(bid));
    await shown(
      dialog.getByText(`You will receive ${formatKwacha(share.transporterAmount)}`, { exact: false }),
    );
    await dialog.getByLabel('Notes (optional)').fill('Flatbed free on Monday');
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expectToast(page, 'Bid placed successfully!');
    await gone(dialog);
    await shown(page.getByRole('button', { name: 'Bid Already Placed' }));
    await checkFromTop(app, 'bid already placed');

    // The cargo owner accepts the bid (through the API).
    const shipmentId = await acceptBidViaApi(owner, load.id, transporter);
    // …and pays it into escrow by mobile money (the sandbox approves): pickup needs it.
    await payViaApi(owner, shipmentId);
    const title = `Shipment #${shortId(shipmentId)}`;

    // My Deliveries: the accepted load is there, waiting for pickup; confirm the pickup.
    await menu.getByRole('link', { name: 'Deliveries' }).click();
    await waitForPath(page, '/dashboard/transporter/deliveries');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await shown(card);
    await shown(card.getByText('Pending Pickup'));
    await shown(card.getByText(owner.companyName));
    await shown(page.getByRole('tab', { name: 'Active (1)' }));
    await checkFromTop(app, 'my deliveries, pending pickup');
    await card.getByRole('button', { name: 'Confirm Pickup' }).click();
    const pickup = page.getByRole('dialog', { name: 'Confirm pickup?' });
    await pickup.getByRole('button', { name: 'Confirm Pickup' }).click();
    await expectToast(page, 'Progress updated successfully!');
    await gone(pickup);
    await shown(card.getByText('Picked Up'));

    // The shipment page: In Transit with a location and a note, then Near Destination, then Delivered.
    await card.getByRole('link', { name: 'Track Shipment' }).click();
    await waitForPath(page, `/dashboard/transporter/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    const stage = page.getByLabel('New stage');
    const update = page.getByRole('button', { name: 'Update Progress' });
    await stage.selectOption('IN_TRANSIT');
    await page.getByLabel('Location (optional)').fill('Chingola turn-off');
    await page.getByLabel('Notes (optional)').fill('Loaded and on the road');
    await update.click();
    await expectToast(page, 'Progress updated successfully!');
    await shown(page.getByText('Chingola turn-off', { exact: true }));
    await shown(
      page
        .getByRole('list', { name: 'Delivery Progress' })
        .getByText('Loaded and on the road', { exact: true }),
    );
    // The form starts afresh once the update is in.
    await expect.poll(() => page.getByLabel('Notes (optional)').inputValue()).toBe('');
    await checkFromTop(app, 'shipment in transit');

    await stage.selectOption('IN_TRANSIT_NEAR');
    await update.click();
    await expectToast(page, 'Progress updated successfully!');
    const stageRow = (name: RegExp) => page.getByRole('listitem').filter({ hasText: name });
    await shown(stageRow(/^Near Destination/).getByText('Current', { exact: true }));

    // Delivered takes its proof (issue 39): the receiver's code the owner gave them, a name, a photo.
    await stage.selectOption('DELIVERED');
    await shown(page.getByLabel("Receiver's delivery code"));
    await checkFromTop(app, 'shipment, delivery proof');
    await fillDeliveryProof(page, await deliveryCodeViaApi(owner, shipmentId), await deliveryPhoto());
    await expectToast(page, 'Progress updated successfully!');
    await shown(page.getByRole('heading', { name: 'Proof of delivery' }));
    await shown(page.getByText('The receiver’s delivery code matched'));
    await shown(stageRow(/^Delivered/).getByText('Current', { exact: true }));
    await gone(stage);
    await checkFromTop(app, 'shipment delivered');
    expect(await shipmentViaApi(owner, shipmentId)).toMatchObject({ status: 'DELIVERED', progress: 100 });
    // The owner confirms the delivery; the 80% is paid out to the transporter's wallet (ADR 021).
    await releaseAndPayOutViaApi(owner, transporter, shipmentId);

    // Completed on My Deliveries.
    await menu.getByRole('link', { name: 'Deliveries' }).click();
    await waitForPath(page, '/dashboard/transporter/deliveries');
    await shown(page.getByText('No Active Deliveries'));
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    await shown(card.getByText('Delivered'));
    await checkFromTop(app, 'my deliveries, completed');

    // Earnings: paid out, the transporter's 80% (ADR 014, 021).
    await menu.getByRole('link', { name: 'Earnings' }).click();
    await waitForPath(page, '/dashboard/transporter/earnings');
    await shown(page.getByRole('heading', { name: 'Earnings', level: 1 }));
    const cards = page.getByRole('region', { name: 'Earnings summary' });
    await shown(cards.getByText('1 delivery paid out', { exact: true }));
    await shown(cards.getByText(formatKwacha(share.transporterAmount), { exact: true }).first());
    await page.getByRole('tab', { name: 'Paid (1)' }).click();
    const row = page
      .getByRole('list', { name: 'Paid deliveries' })
      .getByRole('listitem')
      .filter({ hasText: `#${shortId(shipmentId)}` });
    await shown(row);
    await shown(row.getByText(formatKwacha(share.transporterAmount), { exact: true }));
    await shown(row.getByText(`of ${formatKwacha(bid)} after the 20% fee`));
    await shown(row.getByText('Ndola → Kitwe'));
    await checkFromTop(app, 'earnings, paid');

    // Its receipt and this month's statement: PDFs whose text holds the amounts.
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /View Receipt/ }).click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(
      new RegExp(`^njira-receipt-NJR-R-${shortId(shipmentId)}-[0-9A-F]{8}\\.pdf$`),
    );
    const receiptText = await downloadedPdfText(receipt);
    for (const part of [
      formatKwacha(bid),
      formatKwacha(share.platformFee),
      formatKwacha(share.transporterAmount),
      'Ndola',
      'Kitwe',
    ]) {
      expect(receiptText, part).toContain(part);
    }

    const month = await page.getByLabel('Statement month').inputValue();
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Statement' }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(
      new RegExp(`^njira-statement-NJR-S-[0-9A-F]{8}-${month}-I\\d{12}\\.pdf$`),
    );
    const statementText = await downloadedPdfText(statement);
    expect(statementText).toContain(monthLabel(month));
    expect(statementText).toContain(shortId(shipmentId));
    expect(statementText).toContain(formatKwacha(share.transporterAmount));
  });
});
