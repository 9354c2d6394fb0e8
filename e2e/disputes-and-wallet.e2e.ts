import { shortId } from '@njira/domain';
import { describe } from 'vitest';
import { DASHBOARD, DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import {
  type ApiActor,
  acceptedShipmentViaApi,
  actorViaApi,
  deliverViaApi,
  deliveryPhoto,
  releaseViaApi,
} from './support/shipment-setup.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

/*
 * Issue 26: a dispute held in escrow and resolved by an admin; the wallet payouts go to. Issue 39:
 * the dispute carries the transporter's answer and photos from both sides.
 */

const PHONE = { width: 360, height: 740 };
const REASON = 'Two bags of the load arrived torn and soaked by rain.';
const ANSWER = 'All twenty bags were dry and whole at loading: the photo was taken at the gate.';

/** A delivered shipment between two fresh accounts, paid into escrow through the sandbox. */
async function deliveredShipment(
  label: string,
): Promise<{ owner: ApiActor; transporter: ApiActor; shipmentId: string }> {
  const owner = await actorViaApi('cargo-owner', `${label}-owner`);
  const transporter = await actorViaApi('transporter', `${label}-carrier`);
  const shipmentId = await acceptedShipmentViaApi(owner, transporter, {
    cargoDescription: 'Maize in 50 kg bags',
  });
  await deliverViaApi(transporter, shipmentId, owner);
  return { owner, transporter, shipmentId };
}

/** A photo as the phone's camera hands it to the page. */
async function cameraPhoto(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await deliveryPhoto() };
}

async function paymentStatus(owner: ApiActor, shipmentId: string): Promise<string> {
  const response = await fetch(`${env.baseUrl}/api/shipments/${shipmentId}/payment`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  return ((await response.json()) as { status: string }).status;
}

describe('disputes and wallets', () => {
  test('on a phone, the owner opens a dispute on a delivered shipment and the payment is held', async ({
    app,
  }) => {
    const { page } = app;
    const { owner, shipmentId } = await deliveredShipment('dispute');
    await logIn(app, owner, DASHBOARD['cargo-owner']);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD['cargo-owner']}/shipment/${shipmentId}`);
    await page.getByRole('button', { name: 'Open Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a dispute?' });
    await dialog.getByLabel('What went wrong').fill(REASON);
    await dialog.getByLabel('Photos (optional)').setInputFiles(await cameraPhoto('IMG_0001.jpg'));
    await shown(dialog.getByRole('img', { name: 'Chosen 1: IMG_0001.jpg' }));
    await expectAccessible(page, 'open dispute dialog, 360 px');
    await dialog.getByRole('button', { name: 'Open Dispute' }).click();
    await expectToast(page, 'Dispute opened');
    await gone(dialog);
    await shown(page.getByText('Payment on hold: dispute open.'));
    expect(await paymentStatus(owner, shipmentId)).toBe('disputed');
    // The Dispute card: the reason, no answer yet, the owner's photo on request.
    await shown(page.getByText('The transporter has not answered yet'));
    await page.getByRole('button', { name: 'Show photos (1)' }).click();
    await shown(page.getByRole('img', { name: 'Photo 1 from the cargo owner' }));
  });

  test('on a phone, the transporter answers with a photo; the admin reads the answer and sees both sides’ photos', async ({
    app,
  }) => {
    const { page } = app;
    const { owner, transporter, shipmentId } = await deliveredShipment('answer');
    // The owner disputes with a photo of the damage, as its dialog sends it (multipart).
    const form = new FormData();
    form.append('reason', REASON);
    form.append(
      'photos',
      new Blob([new Uint8Array(await deliveryPhoto())], { type: 'image/jpeg' }),
      'damage.jpg',
    );
    const opened = await fetch(`${env.baseUrl}/api/shipments/${shipmentId}/dispute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(opened.status, await opened.clone().text()).toBe(200);

    await logIn(app, transporter, DASHBOARD.transporter);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD.transporter}/shipment/${shipmentId}`);
    const answer = page.getByRole('form', { name: 'Answer the dispute' });
    await shown(answer);
    await shown(page.getByText(REASON).first());
    await answer.getByLabel('Your answer').fill(ANSWER);
    await answer.getByLabel('Photos (optional)').setInputFiles(await cameraPhoto('IMG_0002.jpg'));
    await shown(answer.getByRole('img', { name: 'Chosen 1: IMG_0002.jpg' }));
    await app.checkPage('transporter answers the dispute');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expectToast(page, 'Answer sent');
    await gone(answer);
    await shown(page.getByText(ANSWER));

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await logIn(app, DEMO.admin, DEMO.admin.dashboard);
    await app.goto(`${DASHBOARD.admin}/disputes`);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Shipment #${shortId(shipmentId)}` }) });
    await shown(item.getByText(ANSWER));
    const theirs = item.getByRole('img', { name: 'Photo 1 from the transporter' });
    await shown(theirs);
    await shown(item.getByRole('img', { name: 'Photo 1 from the cargo owner' }));
    await app.checkPage('admin reads the answer and both sides’ photos');
    // A thumbnail opens the photo full size, in a tab of its own.
    const [tab] = await Promise.all([app.context.waitForEvent('page'), theirs.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  test('an admin resolves a dispute: part refunded to the owner, the rest released', async ({ app }) => {
    const { page } = app;
    const { owner, shipmentId } = await deliveredShipment('resolve');
    const opened = await fetch(`${env.baseUrl}/api/shipments/${shipmentId}/dispute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ reason: REASON }),
    });
    expect(opened.status, await opened.clone().text()).toBe(200);
    await logIn(app, DEMO.admin, DEMO.admin.dashboard);
    await app.goto(`${DASHBOARD.admin}/disputes`);
    await shown(page.getByText(REASON).first());
    await expectAccessible(page, 'admin disputes');
    await page.getByRole('button', { name: 'Resolve' }).first().click();
    const dialog = page.getByRole('dialog', {
      name: `Resolve the dispute on shipment #${shortId(shipmentId)}`,
    });
    await dialog.getByLabel('Refund part, release the rest').check();
    await dialog.getByLabel('Amount to refund (K)').fill('2000');
    await dialog
      .getByLabel('Reason for the decision')
      .fill('Two bags of twenty were spoilt: their value is refunded.');
    await expectAccessible(page, 'resolve dispute dialog');
    await dialog.getByRole('button', { name: 'Resolve Dispute' }).click();
    await expectToast(page, 'Dispute resolved');
    await gone(dialog);
    expect(await paymentStatus(owner, shipmentId)).not.toBe('disputed');
  });

  test('once the owner confirms a delivery, the admin’s Revenue lists its 20% fee', async ({ app }) => {
    const { page } = app;
    const { owner, shipmentId } = await deliveredShipment('revenue');
    await releaseViaApi(owner, shipmentId);
    await logIn(app, DEMO.admin, DEMO.admin.dashboard);
    await app.goto(`${DASHBOARD.admin}/revenue`);
    // Newest release first: this one heads the list, K 12,000 released, K 2,400 to the platform.
    const row = page.getByRole('row').filter({ has: page.getByText(`#${shortId(shipmentId)}`) });
    await shown(row);
    await shown(row.getByText('K 12,000', { exact: true }));
    await shown(row.getByText('K 2,400', { exact: true }));
    await shown(row.getByText('Transporter: K 9,600'));
  });

  test('on a phone, a transporter saves the wallet payouts go to, with the password', async ({ app }) => {
    const { page } = app;
    const transporter = await actorViaApi('transporter', 'wallet-carrier');
    await logIn(app, transporter, DASHBOARD.transporter);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD.transporter}/settings`);
    await page.getByRole('button', { name: 'Add wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a wallet' });
    await dialog.getByLabel('Provider').selectOption('MTN_MOMO_ZMB');
    await dialog.getByLabel('Wallet number').fill('076 345 6789');
    await dialog.getByLabel('Current password').fill(transporter.password);
    await expectAccessible(page, 'wallet dialog, 360 px');
    await dialog.getByRole('button', { name: 'Save wallet' }).click();
    await expectToast(page, 'Mobile money wallet saved');
    await gone(dialog);
    await shown(page.getByText('076 345 6789').first());
  });
});
