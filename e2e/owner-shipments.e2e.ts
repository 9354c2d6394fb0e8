import { formatKwacha, kwachaFormatter, type PaymentsSummary } from '@njira/domain';
import { describe } from 'vitest';
import { DEMO } from './support/accounts.ts';
import { logIn } from './support/auth-flows.ts';
import { downloadedPdfText } from './support/downloads.ts';
import { type App, expect, test } from './support/fixtures.ts';
import {
  acceptedShipmentViaApi,
  actorViaApi,
  deliverViaApi,
  fetchViaApi,
  patchShipmentViaApi,
  releaseViaApi,
} from './support/shipment-setup.ts';
import { shown, waitForPath } from './support/ui.ts';

const shortId = (id: string) => id.slice(-8).toUpperCase();
/** The events stream brings the transporter's progress to the open page (issue 13): well under a second; a margin for a busy machine. */
const LIVE_WAIT_MS = 5000;

/** axe and screenshots from the top of the page, so the fixed shell sits where a person sees it. */
async function checkFromTop(app: App, label: string): Promise<void> {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  await app.checkPage(label);
}

describe('a cargo owner follows a shipment to delivery and pays for it', () => {
  test('watches progress live, downloads the POD, finds it under Paid and downloads the statement', async ({
    app,
  }) => {
    const { page } = app;
    const [owner, transporter] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'hauler'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, transporter, { amount: 12_500 });
    const title = `Shipment #${shortId(shipmentId)}`;
    await patchShipmentViaApi(transporter, shipmentId, {
      driverName: 'Joseph Phiri',
      driverPhone: '+260 977 555 123',
      truckNumber: 'ABZ 1234',
    });

    await logIn(app, owner, '/dashboard/cargo-owner');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    await waitForPath(page, '/dashboard/cargo-owner/shipments');
    await shown(page.getByRole('heading', { name: 'My Shipments', level: 1 }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await shown(card);
    await shown(page.getByRole('tab', { name: 'Active (1)' }));
    await shown(page.getByText('K 12.5K'));
    await shown(card.getByText('Pending Pickup'));
    await shown(card.getByText(transporter.companyName));
    await shown(card.getByText('Driver: Joseph Phiri'));
    expect(await card.getByRole('link', { name: /^Call Driver/ }).getAttribute('href')).toBe(
      'tel:+260977555123',
    );
    await checkFromTop(app, 'my shipments, pending pickup');

    // The server's search, by Enter: the short id finds it, nonsense finds nothing.
    const search = page.getByRole('searchbox', { name: 'Search shipments' });
    await search.fill('no-such-shipment-xyz');
    await search.press('Enter');
    await shown(page.getByText('No shipments found'));
    await checkFromTop(app, 'my shipments, nothing found');
    await search.fill(shortId(shipmentId).toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await shown(card);

    // The shipment page, left open while the transporter works through the API.
    await card.getByRole('link', { name: /^Track Live/ }).click();
    await waitForPath(page, `/dashboard/cargo-owner/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
    await shown(page.getByRole('heading', { name: 'Transporter Contact' }));
    // The parties of a shipment see each other's contact, unless one keeps it private (ADR 023).
    await shown(page.getByRole('link', { name: transporter.email }));
    await shown(page.getByRole('heading', { name: 'Driver & Vehicle Details' }));
    await shown(page.getByRole('button', { name: 'Cancel Shipment' }));
    await checkFromTop(app, 'owner shipment page, pending pickup');

    await patchShipmentViaApi(transporter, shipmentId, {
      status: 'AWAITING_PICKUP',
      location: 'Nkana East depot',
    });
    await patchShipmentViaApi(transporter, shipmentId, {
      status: 'IN_TRANSIT',
      location: 'Kapiri Mposhi weighbridge',
      notes: 'Weighbridge passed',
    });
    await shown(page.getByText('Weighbridge passed'), LIVE_WAIT_MS);
    await shown(page.getByText(/Kapiri Mposhi weighbridge/).first());
    // Picked up: no cancelling any more.
    expect(await page.getByRole('button', { name: 'Cancel Shipment' }).count()).toBe(0);
    await checkFromTop(app, 'owner shipment page, in transit (live)');

    await deliverViaApi(transporter, shipmentId, owner, {
      location: 'Lusaka South MFEZ, Gate 3',
      notes: 'Signed for by the store keeper',
    });
    await shown(page.getByText('Signed for by the store keeper'), LIVE_WAIT_MS);

    // Completed tab: the POD as a real PDF holding the route.
    await app.goto('/dashboard/cargo-owner/shipments');
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    await shown(card);
    await checkFromTop(app, 'my shipments, completed');
    const [pod] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /^Download POD/ }).click(),
    ]);
    expect(pod.suggestedFilename()).toBe(`njira-pod-${shortId(shipmentId)}.pdf`);
    const podText = await downloadedPdfText(pod);
    for (const part of [
      'Proof of Delivery',
      'Kitwe',
      'Lusaka',
      'Weighbridge passed',
      'Signed for by the store keeper',
    ]) {
      expect(podText, part).toContain(part);
    }

    // Payments: once the owner confirms the delivery, escrow is released and it is under Paid,
    // with the statement of this month.
    await releaseViaApi(owner, shipmentId);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
    await waitForPath(page, '/dashboard/cargo-owner/payments');
    await shown(page.getByRole('heading', { name: 'Payments', level: 1 }));
    const cards = page.getByRole('region', { name: 'Payment summary' });
    await shown(cards.getByText('Paid (Completed)'));
    await shown(cards.getByText(formatKwacha(12_500)).first());
    await shown(page.getByRole('tab', { name: 'Paid (1)' }));
    const paid = page.getByRole('list', { name: 'Paid shipments' }).getByRole('listitem');
    await shown(paid.first().getByText(`#${shortId(shipmentId)}`));
    await shown(paid.first().getByText('incl. K 2,500 platform fee (20%)'));
    await checkFromTop(app, 'payments, paid');

    const { body } = await fetchViaApi(owner, '/payments');
    const { currentMonth } = JSON.parse(new TextDecoder().decode(body)) as PaymentsSummary;
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Statement' }).click(),
    ]);
    expect(statement.suggestedFilename()).toMatch(
      new RegExp(`^njira-payments-NJR-S-[0-9A-F]{8}-${currentMonth}-I\\d{12}\\.pdf$`),
    );
    const statementText = await downloadedPdfText(statement);
    expect(statementText).toContain('Payment Statement');
    expect(statementText).toContain(`#${shortId(shipmentId)}`);
    expect(statementText).toContain(formatKwacha(12_500));

    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      paid
        .first()
        .getByRole('button', { name: /^View Receipt/ })
        .click(),
    ]);
    expect(await downloadedPdfText(receipt)).toContain(formatKwacha(12_500));

    await page.getByRole('tab', { name: 'Held in escrow (0)' }).click();
    await shown(page.getByText('Nothing held in escrow'));
    await page.getByRole('tab', { name: 'Pending (0)' }).click();
    await shown(page.getByText('No pending payments'));
    await page.getByRole('tab', { name: 'Paid (1)' }).click();
    await paid
      .first()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await waitForPath(page, `/dashboard/cargo-owner/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: title, level: 1 }));
  });

  test('a second owner finds neither the shipment page nor its documents', async ({ app }) => {
    const { page } = app;
    const [owner, hauler, stranger] = await Promise.all([
      actorViaApi('cargo-owner', 'owner'),
      actorViaApi('transporter', 'hauler'),
      actorViaApi('cargo-owner', 'stranger'),
    ]);
    const shipmentId = await acceptedShipmentViaApi(owner, hauler);
    await deliverViaApi(hauler, shipmentId, owner);
    for (const path of [
      `/shipments/${shipmentId}`,
      `/shipments/${shipmentId}/pod.pdf`,
      `/shipments/${shipmentId}/receipt.pdf`,
    ]) {
      expect((await fetchViaApi(stranger, path)).status, path).toBe(404);
    }
    app.expectFailedResponse(404, `/api/shipments/${shipmentId}`);

    await logIn(app, stranger, '/dashboard/cargo-owner');
    await app.goto('/dashboard/cargo-owner/shipments');
    await shown(page.getByText('No shipments yet'));
    await shown(page.getByRole('tab', { name: 'Completed (0)' }));
    await checkFromTop(app, 'my shipments, empty');
    await app.goto('/dashboard/cargo-owner/payments');
    await shown(page.getByText('No payments yet'));
    await shown(page.getByRole('tab', { name: 'Paid (0)' }));
    await checkFromTop(app, 'payments, empty');

    await app.goto(`/dashboard/cargo-owner/shipment/${shipmentId}`);
    await shown(page.getByRole('heading', { name: 'Shipment not found' }));
    await checkFromTop(app, 'owner shipment not found');
  });

  test('the demo owner pages through its shipments and reads its payments', async ({ app }) => {
    const { page } = app;
    await logIn(app, DEMO['cargo-owner'], '/dashboard/cargo-owner');
    const apiGet = <T>(path: string) =>
      page.evaluate(async (url) => {
        const token = sessionStorage.getItem('access_token');
        const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        return { total: Number(res.headers.get('X-Total-Count')), body: (await res.json()) as unknown };
      }, `/api${path}`) as Promise<{ total: number; body: T }>;

    await app.goto('/dashboard/cargo-owner/shipments');
    const { total: completed } = await apiGet('/shipments/completed?limit=1');
    await page.getByRole('tab', { name: `Completed (${completed})` }).click();
    const cards = page.getByRole('list', { name: 'Completed shipments' }).getByRole('listitem');
    await shown(cards.first());
    expect(await cards.count()).toBe(Math.min(completed, 10));
    if (completed > 10) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBe(Math.min(completed, 20));
    }
    await checkFromTop(app, 'demo owner, completed shipments');

    await app.goto('/dashboard/cargo-owner/payments');
    const { body: summary } = await apiGet<PaymentsSummary>('/payments');
    const region = page.getByRole('region', { name: 'Payment summary' });
    // The cards' amounts share their decimals: two for all when one has ngwee.
    const k = kwachaFormatter([
      summary.paid,
      summary.held,
      summary.pending,
      summary.refunded,
      summary.totalSpent,
      summary.platformFees,
    ]);
    await shown(region.getByText(k(summary.totalSpent), { exact: true }));
    await shown(page.getByRole('tab', { name: `Paid (${summary.counts.paid})` }));
    await shown(page.getByRole('list', { name: 'Paid shipments' }).getByRole('listitem').first());
    await checkFromTop(app, 'demo owner, payments');
    await page.getByRole('tab', { name: `Held in escrow (${summary.counts.held})` }).click();
    await shown(page.getByRole('list', { name: 'Payments held in escrow' }).getByRole('listitem').first());
    await page.getByRole('tab', { name: `Pending (${summary.counts.pending})` }).click();
    await shown(page.getByRole('list', { name: 'Pending payments' }).getByRole('listitem').first());
    await checkFromTop(app, 'demo owner, pending payments');
  });
});
