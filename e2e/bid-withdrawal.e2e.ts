import { describe } from 'vitest';
import { DASHBOARD } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { env } from './support/env.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { type ApiActor, actorViaApi, postLoadViaApi, quoteBidsViaApi } from './support/shipment-setup.ts';
import { expectToast, gone, shown } from './support/ui.ts';

/*
 * Issue 28, item 1: a bid sent in error could not be taken back. A transporter now withdraws their
 * own bid while the load is open, and the owner sees it go.
 */

async function bidViaApi(transporter: ApiActor, quoteId: string, amount: number): Promise<string> {
  const response = await fetch(`${env.baseUrl}/api/quotes/${quoteId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${transporter.token}` },
    body: JSON.stringify({ amount, estimatedDays: 2 }),
  });
  if (response.status !== 201)
    throw new Error(`bidding answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

describe('withdrawing a bid', () => {
  test('the transporter withdraws their bid from the load page and may bid again', async ({ app }) => {
    const { page } = app;
    const owner = await actorViaApi('cargo-owner', 'withdraw-owner');
    const transporter = await actorViaApi('transporter', 'withdraw-bidder');
    const load = await postLoadViaApi(owner, { cargoDescription: 'Soya beans in 50 kg bags' });
    await bidViaApi(transporter, load.id, 111);

    await logIn(app, transporter, DASHBOARD.transporter);
    await app.goto(`${DASHBOARD.transporter}/quote/${load.id}`);
    await page.getByRole('button', { name: 'Withdraw Bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your bid?' });
    await shown(dialog.getByText('Your bid of K 111 will be removed', { exact: false }));
    await expectAccessible(page, 'withdraw bid dialog');
    await dialog.getByRole('button', { name: 'Withdraw Bid' }).click();
    await expectToast(page, 'Bid withdrawn');
    await gone(dialog);
    await shown(page.getByText('Ready to bid on this load?'));
    expect((await quoteBidsViaApi(owner, load.id)).bids).toEqual([]);
  });

  test('the owner watching the load sees the bid go without reloading', async ({ app }) => {
    const { page } = app;
    const owner = await actorViaApi('cargo-owner', 'watching-owner');
    const transporter = await actorViaApi('transporter', 'leaving-bidder');
    const load = await postLoadViaApi(owner, { cargoDescription: 'Sugar in 50 kg bags' });
    const bidId = await bidViaApi(transporter, load.id, 12_500);

    await logIn(app, owner, DASHBOARD['cargo-owner']);
    await app.goto(`${DASHBOARD['cargo-owner']}/quote/${load.id}`);
    await shown(page.getByRole('heading', { name: 'Bids (1)' }));

    const response = await fetch(`${env.baseUrl}/api/quotes/${load.id}/bids/${bidId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${transporter.token}` },
    });
    expect(response.status).toBe(204);
    await shown(page.getByRole('heading', { name: 'Bids (0)' }));
    await shown(page.getByText('Transporters are reviewing your load. Bids will appear here.'));
  });
});
