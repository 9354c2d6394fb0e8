import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DASHBOARD, DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, settle, test } from './support/fixtures.ts';
import { type ApiActor, actorViaApi, postLoadViaApi } from './support/shipment-setup.ts';
import { expectToast, gone, shown } from './support/ui.ts';

/* Issue 27, item 3 (ADR 026): a transporter gets verified and the owner sees it on its bid. */

const PHONE = { width: 360, height: 740 };
const SHOTS = '/tmp/shots';

/** Small real files, written at test time: three PDFs and a PNG. */
function fixtures(): { pdf: string; png: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'njira-docs-'));
  const pdf = path.join(dir, 'licence.pdf');
  writeFileSync(
    pdf,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const png = path.join(dir, 'registration.png');
  writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return { pdf, png };
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.screenshot({
    path: path.join(SHOTS, `verified-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

const NEXT_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

let transporter: ApiActor;
let owner: ApiActor;
let quoteId: string;

describe('verified carriers', () => {
  test('on a phone, a transporter uploads its four documents in Settings', async ({ app }) => {
    const { page } = app;
    owner = await actorViaApi('cargo-owner', 'verify-owner');
    transporter = await actorViaApi('transporter', 'verify-carrier');
    quoteId = (await postLoadViaApi(owner)).id;
    const bid = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
      body: JSON.stringify({ amount: 12_000, estimatedDays: 2 }),
    });
    expect(bid.status, await bid.clone().text()).toBe(201);

    const files = fixtures();
    await logIn(app, transporter, DASHBOARD.transporter);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD.transporter}/settings`);
    const form = page.getByRole('form', { name: 'Upload a document' });
    await shown(form);
    await expectAccessible(page, 'verification card, 360 px');

    const uploads = [
      ['drivers_licence', files.pdf],
      ['vehicle_registration', files.png],
      ['insurance', files.pdf],
      ['company_registration', files.pdf],
    ] as const;
    const list = page.getByRole('list', { name: 'Your documents' });
    let uploaded = 0;
    for (const [type, file] of uploads) {
      await form.getByLabel('Document type').selectOption(type);
      await form.getByLabel('Expiry date').fill(NEXT_YEAR);
      await form.getByLabel('File').setInputFiles(file);
      await form.getByRole('button', { name: 'Upload document' }).click();
      uploaded += 1;
      // Its row says so once the upload is answered (a toast of the one before may still show).
      await expect.poll(async () => list.getByText('Pending review').count()).toBe(uploaded);
    }
    await expectToast(page, 'Document uploaded');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'four documents pending, 360 px');
    await shot(page, 'settings-pending-360');
  });

  test('an admin reviews them on the Documents page and approves each', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO.admin, DEMO.admin.dashboard);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD.admin}/documents`);
    const mine = page
      .getByRole('list', { name: 'Documents waiting for review' })
      .getByRole('listitem')
      .filter({ hasText: transporter.companyName });
    await shown(mine.first());
    expect(await mine.count()).toBe(4);
    await expectAccessible(page, 'admin documents, 360 px');
    await shot(page, 'admin-documents-360');

    // The rejection dialog asks for a reason; cancelled here.
    await mine.first().getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: /^Reject the / });
    await dialog.getByRole('button', { name: 'Reject Document' }).click();
    await shown(dialog.getByText('Please say why the document is rejected'));
    await expectAccessible(page, 'reject document dialog, 360 px');
    await shot(page, 'admin-reject-dialog-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);

    // Approve waits until the document has been opened: View shows it in the card (issue 40).
    for (let left = 4; left > 0; left -= 1) {
      const card = mine.first();
      expect(await card.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
      await card.getByRole('button', { name: /^View the / }).click();
      await shown(card.locator('iframe[title], img[alt]').first());
      await card.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Document approved');
      await expect.poll(async () => mine.count()).toBe(left - 1);
    }
  });

  test('the owner sees the Verified badge on the bid, and the transporter on its Settings', async ({
    app,
  }) => {
    const { page } = app;
    await logIn(app, owner, DASHBOARD['cargo-owner']);
    await page.setViewportSize(PHONE);
    await app.goto(`${DASHBOARD['cargo-owner']}/quote/${quoteId}`);
    const bid = page.getByRole('listitem', { name: new RegExp(`^Bid 1.*from ${transporter.fullName}`) });
    await shown(bid);
    await shown(bid.getByText('Verified', { exact: true }));
    await expectAccessible(page, 'bid with Verified badge, 360 px');
    await shot(page, 'owner-bid-badge-360');
  });
});
