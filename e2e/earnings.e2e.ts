import { type EarningsSummary, kwachaFormatter, monthLabel, type PaidEarning } from '@njira/domain';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { downloadedPdfText } from './support/downloads.ts';
import { expect, test } from './support/fixtures.ts';
import { shown, waitForPath } from './support/ui.ts';

/** A GET on the API with the page's own session, as the app makes it. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = sessionStorage.getItem('access_token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.json();
  }, `/api${path}`);
}

describe('earnings', () => {
  test('the demo transporter reads its earnings, switches tabs and downloads a receipt and the statement', async ({
    app,
  }) => {
    const { page } = app;
    await logIn(app, DEMO.transporter, '/dashboard/transporter');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Earnings' }).click();
    await waitForPath(page, '/dashboard/transporter/earnings');
    await shown(page.getByRole('heading', { name: 'Earnings', level: 1 }));
    await shown(page.getByText('Track your income and payments'));

    // The cards show what the server computed; the seeded history gives every one a real number.
    const summary = await apiGet<EarningsSummary>(page, '/earnings');
    expect(summary.lifetime).toBeGreaterThan(0);
    expect(summary.counts.paid).toBeGreaterThan(0);
    const cards = page.getByRole('region', { name: 'Earnings summary' });
    // Amounts read together share their decimals: all four with two when one has ngwee.
    const card = kwachaFormatter([summary.thisMonth, summary.lastMonth, summary.pending, summary.lifetime]);
    for (const [title, amount] of [
      ['This Month', summary.thisMonth],
      ['Last Month', summary.lastMonth],
      ['Pending', summary.pending],
      ['Lifetime Earnings', summary.lifetime],
    ] as const) {
      await shown(cards.getByText(title, { exact: true }));
      await shown(cards.getByText(card(amount), { exact: true }).first());
    }

    // Six bars, each with its month and amount as text.
    const bars = page.getByRole('list', { name: /Earnings per month/ }).getByRole('listitem');
    expect(await bars.count()).toBe(6);
    const last = summary.monthly.at(-1);
    if (!last) throw new Error('no months in the chart');
    expect(await bars.last().innerText()).toContain(monthLabel(last.month).split(' ')[0]);
    await expect
      .poll(() => bars.last().locator('.sr-only').textContent())
      .toBe(
        `${monthLabel(last.month)}: ${kwachaFormatter(summary.monthly.map((m) => m.amount))(last.amount)}`,
      );

    // Pending first.
    await shown(page.getByRole('tab', { name: `Pending (${summary.counts.pending})` }));
    const pendingRows = page.getByRole('list', { name: 'Pending payments' }).getByRole('listitem');
    await shown(pendingRows.first());
    expect(await pendingRows.count()).toBe(Math.min(summary.counts.pending, 20));
    await shown(pendingRows.first().getByText(/\d+ days? left/));
    await app.checkPage('earnings pending');

    // Paid, and the newest delivery's receipt.
    await page.getByRole('tab', { name: `Paid (${summary.counts.paid})` }).click();
    const paidRows = page.getByRole('list', { name: 'Paid deliveries' }).getByRole('listitem');
    await shown(paidRows.first());
    // The first page, as the list shows it: its amounts share their decimals.
    const paid = await apiGet<PaidEarning[]>(page, '/earnings/paid?limit=20');
    const [newest] = paid;
    if (!newest) throw new Error('the demo transporter has no paid delivery');
    const paidKwacha = kwachaFormatter(
      paid.flatMap((row) => [row.earnings, row.amount, row.refunded, row.released, row.platformFee]),
    );
    await shown(paidRows.first().getByText(paidKwacha(newest.earnings), { exact: true }));
    await app.checkPage('earnings paid');

    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      paidRows
        .first()
        .getByRole('button', { name: /View Receipt/ })
        .click(),
    ]);
    // Named by its document number: the shipment's short id and a digest of what it states.
    expect(receipt.suggestedFilename()).toMatch(
      new RegExp(`^njira-receipt-NJR-R-${newest.id.slice(-8).toUpperCase()}-[0-9A-F]{8}\\.pdf$`),
    );
    const receiptText = await downloadedPdfText(receipt);
    // The row's figures are the receipt's (the domain's moneyFigures of the same ledger entries).
    const receiptKwacha = kwachaFormatter([
      newest.amount,
      newest.refunded,
      newest.released,
      newest.platformFee,
      newest.earnings,
    ]);
    for (const part of [
      'Njira',
      receiptKwacha(newest.amount),
      receiptKwacha(newest.platformFee),
      receiptKwacha(newest.earnings),
      newest.fromLocation,
      newest.toLocation,
    ]) {
      expect(receiptText, part).toContain(part);
    }

    // This month's statement: its net total is the This Month card.
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Statement' }).click(),
    ]);
    // The month is not over: an interim statement, its number carrying the minute it was issued.
    expect(statement.suggestedFilename()).toMatch(
      new RegExp(`^njira-statement-NJR-S-[0-9A-F]{8}-${summary.currentMonth}-I\\d{12}\\.pdf$`),
    );
    const statementText = await downloadedPdfText(statement);
    expect(statementText).toContain('Earnings Statement');
    expect(statementText).toContain('Interim statement — the month is not over');
    expect(statementText).toContain(monthLabel(summary.currentMonth));
    expect(statementText).toContain(`Total`);
    // Whole or with ngwee, the total starts with the card's figure ('K 13,600' is in 'K 13,600.00').
    expect(statementText).toContain(card(summary.thisMonth).replace(/\.00$/, ''));
  });
});
