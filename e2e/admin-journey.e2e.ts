import { type AdminOverview, REVENUE_CSV_COLUMNS, SUSPENDED_ACCOUNT_MESSAGE, shortId } from '@njira/domain';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { downloadedBytes } from './support/downloads.ts';
import { env } from './support/env.ts';
import { type App, expect, expectAccessible, test, VIEWPORTS } from './support/fixtures.ts';
import { actorViaApi, postLoadViaApi } from './support/shipment-setup.ts';
import { expectToast, gone, shown, waitForPath } from './support/ui.ts';

const HOME = DEMO.admin.dashboard;

/** The admin's own token, to ask the API what the screens should show. */
async function adminToken(): Promise<string> {
  const response = await fetch(`${env.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function apiGet(token: string, path: string): Promise<Response> {
  const response = await fetch(`${env.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  return response;
}

/** How many shipments GET /api/shipments counts for the admin (its X-Total-Count). */
async function shipmentsTotal(token: string): Promise<number> {
  return Number((await apiGet(token, '/shipments?limit=1')).headers.get('x-total-count'));
}

/** The number in a figure as shown ('K 1,234.50', '1,234', '1234.50'). */
function amount(text: string): number {
  const value = Number(text.replace(/[^\d.]/g, ''));
  expect(Number.isFinite(value) && /\d/.test(text), `a number in '${text}'`).toBe(true);
  return value;
}

/** What POST /api/auth/login answers this account now. */
async function loginStatus(email: string, password: string): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${env.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, ...(body.message ? { message: body.message } : {}) };
}

/** axe at 360 px and at 1440 px (no serious or critical violation), then the screenshots. */
async function checkBothWidths(app: App, label: string): Promise<void> {
  const { page } = app;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectAccessible(page, `${label} at 360 px`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await app.checkPage(label);
}

/** Opens an admin menu entry as a person would (the visible 'Main' navigation). */
async function openMenu(page: Page, name: string, pathname: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name, exact: true })
    .click();
  await waitForPath(page, pathname);
}

/** The downloaded file parsed as CSV (RFC 4180), header row first. */
async function downloadedCsv(download: Download): Promise<string[][]> {
  const text = (await downloadedBytes(download)).toString('utf8');
  return parse(text, { bom: true }) as string[][];
}

/** Types into a search box and waits for the server's answer to that word. */
async function search(page: Page, box: string, term: string, path: string): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === path && url.searchParams.get('search') === term && r.ok();
    }),
    page.getByRole('searchbox', { name: box }).fill(term),
  ]);
}

describe('the admin workspace', () => {
  test('the dashboard shows the API’s numbers, exports the summary, and every admin screen is accessible', async ({
    app,
  }) => {
    const { page } = app;
    const token = await adminToken();
    await logIn(app, DEMO.admin, HOME);
    await shown(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }));

    // The numbers on the cards and in the export are the server's. Other journeys sign up, post and
    // deliver while this one runs, so each figure lies between what the API said before the page
    // and what it says after the download.
    const before = (await (await apiGet(token, '/admin/overview')).json()) as AdminOverview;
    const shipmentsBefore = await shipmentsTotal(token);
    await page.reload();
    const cards = page.getByRole('region', { name: 'Platform summary' });
    await shown(cards);
    const cardValue = async (title: string) =>
      amount(
        await cards.locator('div.rounded-xl').filter({ hasText: title }).locator('p').nth(1).innerText(),
      );
    const shownOnCards = {
      totalVolume: await cardValue('Total Revenue'),
      platformFees: await cardValue('Platform Fees'),
      users: await cardValue('Total Users'),
      loads: await cardValue('Total Loads'),
    };
    const showing = page.getByText(/^Showing \d+ of \d+$/);
    await shown(showing);
    const [, first, of] = /^Showing (\d+) of (\d+)$/.exec(await showing.innerText()) ?? [];
    await checkBothWidths(app, 'admin dashboard');

    // Export Report: a CSV with a header row and the overview's figures.
    const [summary] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(summary.suggestedFilename()).toMatch(/^njira-summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await downloadedCsv(summary);
    expect(rows[0]).toEqual(['Metric', 'Value']);
    const exported = (metric: string) => amount(rows.find((r) => r[0] === metric)?.[1] ?? '');

    const after = (await (await apiGet(token, '/admin/overview')).json()) as AdminOverview;
    const between = (label: string, value: number, pick: (o: AdminOverview) => number) => {
      expect(value, label).toBeGreaterThanOrEqual(pick(before));
      expect(value, label).toBeLessThanOrEqual(pick(after));
    };
    between('Total Revenue card', shownOnCards.totalVolume, (o) => o.revenue.totalVolume);
    between('Platform Fees card', shownOnCards.platformFees, (o) => o.revenue.platformFees);
    between('Total Users card', shownOnCards.users, (o) => o.users.total);
    between('Total Loads card', shownOnCards.loads, (o) => o.loads.total);
    between('exported Users', exported('Users'), (o) => o.users.total);
    between('exported Loads', exported('Loads'), (o) => o.loads.total);
    between('exported platform fees', exported('Platform fees (K)'), (o) => o.revenue.platformFees);
    const total = Number(of);
    expect(total).toBeGreaterThanOrEqual(shipmentsBefore);
    expect(total).toBeLessThanOrEqual(await shipmentsTotal(token));
    expect(Number(first)).toBe(Math.min(10, total));

    // Every other admin screen, through the admin menu, at both widths.
    await openMenu(page, 'Users', `${HOME}/users`);
    await shown(page.getByRole('heading', { name: 'All Users', level: 1 }));
    await shown(page.getByText(/^Showing \d+ of \d+ users?$/));
    await checkBothWidths(app, 'all users');

    await openMenu(page, 'Shipments', `${HOME}/shipments`);
    await shown(page.getByRole('table', { name: 'Shipments' }));
    await checkBothWidths(app, 'all shipments');
    await page
      .getByRole('table', { name: 'Shipments' })
      .getByRole('link', { name: /^View shipment/ })
      .first()
      .click();
    await shown(page.getByRole('heading', { name: /^Shipment #/, level: 1 }));
    await shown(page.getByRole('heading', { name: 'Parties and Payment' }));
    await checkBothWidths(app, 'shipment details');

    await openMenu(page, 'Analytics', `${HOME}/analytics`);
    await shown(page.getByRole('heading', { name: 'Monthly Activity Trend' }));
    await checkBothWidths(app, 'platform analytics');
  });

  test('the admin finds a user, suspends them (their login is refused), reactivates them, and finds both in the log', async ({
    app,
  }) => {
    const { page } = app;
    const owner = await actorViaApi('cargo-owner', 'suspendme');
    await logIn(app, DEMO.admin, HOME);
    await page.goto(`${HOME}/users`);
    await shown(page.getByRole('heading', { name: 'All Users', level: 1 }));

    await search(page, 'Search users', owner.companyName, '/api/admin/users');
    const cardOf = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^(Suspend|Reactivate) / }) })
      .filter({ hasText: owner.email });
    await shown(cardOf);
    await shown(page.getByText('Showing 1 of 1 user'));
    await shown(cardOf.getByText('Active', { exact: true }));

    await cardOf.getByRole('button', { name: `Suspend ${owner.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${owner.fullName}?` });
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(page, 'User suspended');
    await shown(cardOf.getByText('Suspended', { exact: true }));
    expect(await loginStatus(owner.email, owner.password)).toEqual({
      status: 403,
      message: SUSPENDED_ACCOUNT_MESSAGE,
    });

    await cardOf.getByRole('button', { name: `Reactivate ${owner.fullName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expectToast(page, 'User reactivated');
    await shown(cardOf.getByText('Active', { exact: true }));
    expect((await loginStatus(owner.email, owner.password)).status).toBe(200);

    // Activity Logs: filtered by type, then searched by the user's name.
    await openMenu(page, 'Logs', `${HOME}/logs`);
    await shown(page.getByRole('heading', { name: /^Activity Timeline \(\d+\)$/ }));
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).searchParams.get('type') === 'USER_SUSPENDED' && r.ok()),
      page.getByRole('combobox', { name: 'Activity type' }).selectOption('USER_SUSPENDED'),
    ]);
    await search(page, 'Search activities', owner.fullName, '/api/admin/activities');
    const entries = page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
    await shown(page.getByRole('heading', { name: 'Activity Timeline (1)' }));
    await expect.poll(() => entries.count()).toBe(1);
    const entry = entries.first();
    expect(await entry.innerText()).toContain(`suspended ${owner.fullName} (${owner.companyName})`);
    await shown(entry.getByText('User Suspended', { exact: true }));
    await shown(entry.getByText(/^By: /));
    await shown(entry.getByText('Just now'));

    await page.getByRole('combobox', { name: 'Activity type' }).selectOption('all');
    await shown(entries.getByText('User Reactivated', { exact: true }).first());
    await shown(entries.getByText('User Suspended', { exact: true }).first());
    await search(page, 'Search activities', `nothing-like-${owner.email}`, '/api/admin/activities');
    await shown(page.getByText('No activities found'));
    await shown(page.getByText('Try adjusting your search terms.'));
    await checkBothWidths(app, 'activity logs');
  });

  test('the admin cancels an open load and exports the revenue report', async ({ app }) => {
    const { page } = app;
    const token = await adminToken();
    const owner = await actorViaApi('cargo-owner', 'loadowner');
    const tag = `AdminCancel${Date.now().toString(36)}`;
    const quote = await postLoadViaApi(owner, { cargo: tag, cargoDescription: `${tag} copper cathodes` });
    await logIn(app, DEMO.admin, HOME);
    await page.goto(`${HOME}/loads`);
    await shown(page.getByRole('table', { name: 'Loads' }));
    await checkBothWidths(app, 'all loads');

    await search(page, 'Search loads', shortId(quote.id), '/api/quotes');
    const table = page.getByRole('table', { name: 'Loads' });
    await shown(table.getByText(`#${shortId(quote.id)}`, { exact: true }));
    await table.getByRole('link', { name: `View load #${shortId(quote.id)}` }).click();
    await waitForPath(page, `${HOME}/loads/${quote.id}`);
    await shown(page.getByRole('heading', { name: `Load #${shortId(quote.id)}`, level: 1 }));
    await checkBothWidths(app, 'load details');

    await page.getByRole('button', { name: 'Cancel Load' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this load?' });
    await dialog.getByRole('button', { name: 'Cancel Load' }).click();
    await expectToast(page, 'Load cancelled');
    await gone(page.getByRole('button', { name: 'Cancel Load' }));
    await shown(page.getByText('Cancelled', { exact: true }).first());
    const after = (await (await apiGet(token, `/quotes/${quote.id}`)).json()) as { status: string };
    expect(after.status).toBe('CANCELLED');

    // Platform Revenue: the cards, the list, and the CSV with its header.
    await openMenu(page, 'Revenue', `${HOME}/revenue`);
    await shown(page.getByRole('heading', { name: 'Platform Revenue', level: 1 }));
    await shown(page.getByText(/^Showing \d+ of \d+ transactions$/));
    await checkBothWidths(app, 'platform revenue');
    // One row per delivered shipment; other journeys deliver while this one runs, so the count lies
    // between the API's before and after the download.
    const delivered = async () =>
      Number((await apiGet(token, '/admin/revenue/transactions?limit=1')).headers.get('x-total-count'));
    const deliveredBefore = await delivered();
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Revenue Report' }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^njira-revenue-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await downloadedCsv(report);
    expect(rows[0]).toEqual([...REVENUE_CSV_COLUMNS]);
    expect(rows.length - 1).toBeGreaterThanOrEqual(deliveredBefore);
    expect(rows.length - 1).toBeLessThanOrEqual(await delivered());
  });
});
