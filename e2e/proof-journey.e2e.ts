import { shortId } from '@njira/domain';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { downloadedPdfText } from './support/downloads.ts';
import { env } from './support/env.ts';
import { type App, expect, test } from './support/fixtures.ts';
import { type ApiActor, actorViaApi, deliveryPhoto, postLoadViaApi } from './support/shipment-setup.ts';
import { expectToast, fillDeliveryProof, gone, shown, waitForPath } from './support/ui.ts';

/*
 * Issue 39's journey on a 360 px phone, both parties in the browser: the owner accepts, is led to
 * pay and pays; the transporter sees the owner's contact only once the payment is held; the driver
 * delivers with the receiver's code and a photo; the owner sees the proof and its PDF.
 */

const PHONE = { width: 360, height: 800 };
const OWNER_HOME = DASHBOARD['cargo-owner'];
const CARRIER_HOME = DASHBOARD.transporter;
/** The sandbox's payer approves after about 3 s, then its callback, then the live update. */
const PAYMENT_WAIT_MS = 15_000;

/** A wallet number of its own (local form), which the sandbox approves: 5 prompts per number in 10 minutes. */
const approvingNumber = () => `096${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** axe at 360 px (the page's width here) and the fixture's screenshots at both widths, from the top. */
async function check(app: App, label: string): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.checkPage(label);
}

/** Signs out through the phone's menu, as a person handing the phone over would. */
async function signOut(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Logout' }).filter({ visible: true });
  if ((await logout.count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
  await logout.first().click();
  await waitForPath(page, '/');
}

async function bidViaApi(transporter: ApiActor, quoteId: string): Promise<void> {
  const response = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
    body: JSON.stringify({ amount: 12_000, estimatedDays: 2, notes: 'Tautliner free on Monday' }),
  });
  if (response.status !== 201)
    throw new Error(`bidding answered ${response.status}: ${await response.text()}`);
}

describe('delivery you can prove, on a phone', () => {
  test('accept → Pay now → pay → contact shared only once paid → delivered with the code and a photo → the owner sees the POD', async ({
    app,
  }) => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    const [owner, carrier] = await Promise.all([
      actorViaApi('cargo-owner', 'proof-owner'),
      actorViaApi('transporter', 'proof-carrier'),
    ]);
    const load = await postLoadViaApi(owner, { cargoDescription: 'Fertiliser in 50 kg bags' });
    await bidViaApi(carrier, load.id);

    // The owner accepts the bid on the quote page: contact comes after payment, in the spec's words.
    await logIn(app, owner, OWNER_HOME);
    await app.goto(`${OWNER_HOME}/quote/${load.id}`);
    const bid = page.getByRole('listitem', { name: /^Bid 1/ });
    await shown(bid.getByText('Contact details shared after payment confirmation'));
    await bid.getByRole('button', { name: /^Accept This Bid/ }).click();
    const accept = page.getByRole('dialog', { name: 'Accept this bid?' });
    await shown(accept.getByText(/Payment comes next/));
    await accept.getByRole('button', { name: 'Accept Bid' }).click();
    await expectToast(page, 'Bid accepted successfully!');
    await waitForPath(page, `${OWNER_HOME}/shipments`);
    const card = page.getByRole('list', { name: 'Active shipments' }).getByRole('listitem').first();
    await shown(card.getByText('Awaiting payment —'));
    await check(app, 'proof journey, my shipments awaiting payment');
    await card.getByRole('link', { name: /^Pay now/ }).click();
    await page.waitForURL((url) => url.hash === '#pay');
    const shipmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const title = `Shipment #${shortId(shipmentId)}`;
    await shown(page.getByText('Contact details protected by platform'));
    await signOut(page);

    // Before payment the transporter sees the spec's protected texts, and no way to call the owner.
    await logIn(app, carrier, CARRIER_HOME);
    await app.goto(`${CARRIER_HOME}/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await shown(page.getByText('Full contact details protected by platform'));
    await shown(page.getByText('Contact admin for coordination assistance'));
    expect(await page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    expect(await page.content()).not.toContain(owner.email);
    await check(app, 'proof journey, transporter before payment');
    await signOut(page);

    // The owner pays by mobile money (the local sandbox approves), then sends the code to the receiver.
    await logIn(app, owner, OWNER_HOME);
    await app.goto(`${OWNER_HOME}/shipment/${shipmentId}`);
    const pay = page.getByRole('form', { name: 'Pay by mobile money' });
    await pay.getByLabel('Mobile money').selectOption('MTN_MOMO_ZMB');
    await pay.getByLabel('Wallet number').fill(approvingNumber());
    await pay.getByRole('button', { name: 'Pay K 12,000' }).click();
    await shown(page.getByText('Payment secured.'), PAYMENT_WAIT_MS);
    const shownCode = await shown(page.getByText(/^\d{3} \d{3}$/));
    const code = ((await shownCode.textContent()) ?? '').replace(/\D/g, '');
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Receiver's name").fill('Mary Mwale');
    await page.getByLabel("Receiver's mobile number").fill('0977 123 654');
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await expectToast(page, 'Delivery code sent');
    await check(app, 'proof journey, owner paid with the delivery code');
    await signOut(page);

    // Paid: the transporter now sees the owner's phone and e-mail, never the code.
    await logIn(app, carrier, CARRIER_HOME);
    await app.goto(`${CARRIER_HOME}/shipment/${shipmentId}`);
    await shown(page.getByRole('link', { name: owner.email }));
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await gone(page.getByText('Full contact details protected by platform'));
    expect(await page.content()).not.toContain(code);

    // The driver at the gate: Delivered with the receiver's code, a name and a photo.
    await page.getByLabel('New stage').selectOption('DELIVERED');
    await shown(page.getByLabel("Receiver's delivery code"));
    await check(app, 'proof journey, driver gives the proof');
    await fillDeliveryProof(page, code, await deliveryPhoto());
    await expectToast(page, 'Progress updated successfully!');
    await shown(page.getByRole('heading', { name: 'Proof of delivery' }));
    await shown(page.getByText('The receiver’s delivery code matched'));
    await signOut(page);

    // The owner sees the proof, its photo, confirms, and downloads the POD.
    await logIn(app, owner, OWNER_HOME);
    await app.goto(`${OWNER_HOME}/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: 'Proof of delivery' }));
    await shown(page.getByText('The receiver’s delivery code matched'));
    await shown(page.getByText('Mary Mwale', { exact: true }).first());
    await page.getByRole('button', { name: 'Show delivery photo' }).click();
    await shown(page.getByRole('img', { name: /Taken at delivery/ }));
    await check(app, 'proof journey, owner sees the proof');
    await page.getByRole('button', { name: 'Confirm Delivery' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm delivery?' });
    await confirm.getByRole('button', { name: 'Confirm Delivery' }).click();
    await expectToast(page, 'Delivery confirmed');
    await shown(page.getByText('Payment released.'));

    await app.goto(`${OWNER_HOME}/shipments`);
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    const done = page
      .getByRole('list', { name: 'Completed shipments' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    const [pod] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: /^Download POD/ }).click(),
    ]);
    const text = await downloadedPdfText(pod);
    for (const part of [
      'Proof of Delivery',
      'Mary Mwale',
      "Matched: the receiver's delivery code was entered at delivery",
      'On the next page',
      `Confirmed by ${owner.companyName}`,
    ]) {
      expect(text, part).toContain(part);
    }
  });
});
