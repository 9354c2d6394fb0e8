import { formatKwacha, formatKwachaThousands, monthLabel, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { getSession, setSession } from '../../lib/session.ts';
import {
  makeEarningsSummary,
  makePaidEarning,
  makePendingEarning,
} from '../../testing/earnings-factories.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';

const network = installFakeNetwork();
const PATH = '/dashboard/transporter/earnings';
const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

/** The file names the page handed to the browser to save. */
let saved: string[] = [];

beforeAll(async () => {
  await Promise.all([import('./earnings-page.tsx'), import('../../app/app-providers.tsx')]);
});

beforeEach(() => {
  saved = [];
  setSession('token', makeUser({ role: 'transporter' }));
  network.on('GET /api/auth/profile', () => jsonResponse(200, getSession()?.user ?? {}));
  // jsdom has no object URLs and cannot follow a download link: record what would be saved.
  URL.createObjectURL = vi.fn(() => 'blob:njira');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function answer(
  summary = makeEarningsSummary(),
  pending = [makePendingEarning()],
  paid = [makePaidEarning()],
) {
  network.on('GET /api/earnings', jsonResponse(200, summary));
  network.on('GET /api/earnings/pending', jsonResponse(200, pending));
  network.on('GET /api/earnings/paid', jsonResponse(200, paid));
  return { summary, pending, paid };
}

async function openTab(name: RegExp) {
  const tab = await screen.findByRole('tab', { name });
  // Radix tabs switch on mouse down (and on focus with the keyboard).
  fireEvent.mouseDown(tab);
  return tab;
}

describe('the transporter earnings screen', () => {
  it('shows the four cards, the growth badge and a bar per month with its amount', async () => {
    const { summary } = answer(makeEarningsSummary({ thisMonth: 13_600, lastMonth: 8_000, growth: 70 }));
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Earnings', level: 1 })).toBeTruthy();
    expect(screen.getByText('Track your income and payments')).toBeTruthy();
    const cards = await screen.findByRole('region', { name: 'Earnings summary' });
    // One card has ngwee (pending K 5,200.02), so all four show two decimals.
    for (const [title, amount] of [
      ['This Month', 'K 13,600.00'],
      ['Last Month', 'K 8,000.00'],
      ['Pending', 'K 5,200.02'],
      ['Lifetime Earnings', 'K 48,000.00'],
    ] as const) {
      expect(within(cards).getByText(title)).toBeTruthy();
      expect(within(cards).getByText(amount)).toBeTruthy();
    }
    expect(within(cards).getByText('70.0%')).toBeTruthy();
    expect(within(cards).getByText('Up')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Monthly Earnings Overview' })).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: /Earnings per month/ })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.querySelector('.sr-only')?.textContent)).toEqual(
      summary.monthly.map((m) => `${monthLabel(m.month)}: ${formatKwacha(m.amount)}`),
    );
    expect(
      within(bars[5] as HTMLElement).getByText(formatKwachaThousands(summary.monthly[5]!.amount)),
    ).toBeTruthy();
  });

  it('points the badge down when this month is lower, and hides it when growth is 0', async () => {
    answer(makeEarningsSummary({ growth: -12.34 }));
    renderApp(PATH);
    const cards = await screen.findByRole('region', { name: 'Earnings summary' });
    expect(within(cards).getByText('12.3%')).toBeTruthy();
    expect(within(cards).getByText('Down')).toBeTruthy();
  });

  it.each([
    [1, '1 delivery paid out'],
    [3, '3 deliveries paid out'],
  ])('counts %i paid out as %s', async (paid, text) => {
    answer(makeEarningsSummary({ counts: { pending: 0, paid } }));
    renderApp(PATH);
    const cards = await screen.findByRole('region', { name: 'Earnings summary' });
    expect(within(cards).getByText(text)).toBeTruthy();
  });

  it('hides the growth badge when growth is 0', async () => {
    answer(makeEarningsSummary({ growth: 0 }));
    renderApp(PATH);
    const cards = await screen.findByRole('region', { name: 'Earnings summary' });
    expect(within(cards).queryByText(/%$/)).toBeNull();
  });

  it('lists pending payments with their days left, never below 0, and a link to the shipment', async () => {
    const soon = makePendingEarning({ expectedDate: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    const late = makePendingEarning({ status: 'PENDING_PICKUP', expectedDate: '2020-01-01T10:00:00.000Z' });
    answer(makeEarningsSummary({ counts: { pending: 2, paid: 0 } }), [soon, late], []);
    renderApp(PATH);

    expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paid (0)' })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Pending payments' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText(`#${shortId(soon.id)}`)).toBeTruthy();
    expect(within(first).getByText(`Shipment ID: ${soon.id}`)).toBeTruthy();
    expect(within(first).getByText('In Transit')).toBeTruthy();
    expect(within(first).getByText(/^[34] days left$/)).toBeTruthy();
    expect(within(first).getByText(formatKwacha(soon.earnings))).toBeTruthy();
    expect(within(second).getByText('0 days left')).toBeTruthy();
    expect(within(second).getByText('Pending Pickup')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe(`/dashboard/transporter/shipment/${soon.id}`);
  });

  it('says where each pending 80% stands: held, paying out, or a failed payout, with no days left once delivered', async () => {
    const held = makePendingEarning({ payoutStatus: 'held' });
    const paying = makePendingEarning({ status: 'DELIVERED', payoutStatus: 'paying_out' });
    const failed = makePendingEarning({ status: 'DELIVERED', payoutStatus: 'payout_failed' });
    answer(makeEarningsSummary({ counts: { pending: 3, paid: 0 } }), [held, paying, failed], []);
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Pending payments' });
    const [first, second, third] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Held in escrow')).toBeTruthy();
    expect(within(second).getByText('Released — paying out')).toBeTruthy();
    expect(within(second).queryByText(/days? left$/)).toBeNull();
    expect(within(third).getByText('Payout failed')).toBeTruthy();
  });

  it('asks a transporter with no wallet to add one, linking to the wallet in Settings, instead of showing a payout on its way', async () => {
    const waiting = makePendingEarning({
      status: 'DELIVERED',
      payoutStatus: 'awaiting_wallet',
      amount: 30_000,
    });
    answer(makeEarningsSummary({ counts: { pending: 1, paid: 0 } }), [waiting], []);
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Pending payments' });
    const [row] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(row).getByText('Released — no wallet')).toBeTruthy();
    expect(within(row).queryByText('Released — paying out')).toBeNull();
    const add = within(row).getByRole('link', { name: 'Add a mobile-money wallet in Settings to be paid' });
    expect(add.getAttribute('href')).toBe('/dashboard/transporter/settings#wallet');
  });

  it('shows every pending amount with two decimals when one of them has ngwee', async () => {
    const whole = makePendingEarning({ amount: 3_000 });
    const withNgwee = makePendingEarning({ amount: 22_206.53 });
    answer(makeEarningsSummary({ counts: { pending: 2, paid: 0 } }), [whole, withNgwee], []);
    renderApp(PATH);

    const list = await screen.findByRole('list', { name: 'Pending payments' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('K 2,400.00')).toBeTruthy();
    expect(within(first).getByText('of K 3,000.00 after the 20% fee (K 600.00)')).toBeTruthy();
    expect(within(second).getByText('K 17,765.22')).toBeTruthy();
    expect(within(second).getByText('of K 22,206.53 after the 20% fee (K 4,441.31)')).toBeTruthy();
  });

  it('after a partial refund shows the 80% of what was released, the fee and the refund, pending and paid out', async () => {
    const partial = {
      amount: 15_000,
      refunded: 5_000,
      released: 10_000,
      platformFee: 2_000,
      earnings: 8_000,
    };
    const paying = makePendingEarning({ status: 'DELIVERED', payoutStatus: 'paying_out', ...partial });
    const paidOut = makePaidEarning(partial);
    answer(makeEarningsSummary({ counts: { pending: 1, paid: 1 } }), [paying], [paidOut]);
    renderApp(PATH);
    for (const name of ['Pending payments', 'Paid deliveries']) {
      if (name === 'Paid deliveries') await openTab(/^Paid \(1\)$/);
      const list = await screen.findByRole('list', { name });
      expect(within(list).getByText('K 8,000'), name).toBeTruthy();
      expect(within(list).getByText('of K 10,000 after the 20% fee (K 2,000)'), name).toBeTruthy();
      expect(within(list).getByText('K 5,000 of K 15,000 refunded to the cargo owner'), name).toBeTruthy();
    }
  });

  it('switches to Paid out and downloads a receipt', async () => {
    const row = makePaidEarning({ amount: 10_000 });
    answer(makeEarningsSummary({ counts: { pending: 0, paid: 1 } }), [], [row]);
    network.on('GET /api/shipments/:id/receipt.pdf', pdf());
    renderApp(PATH);

    expect(await screen.findByText('No Pending Payments')).toBeTruthy();
    expect(screen.getByText('Nothing is held in escrow or waiting to be paid out to you.')).toBeTruthy();
    await openTab(/^Paid \(1\)$/);
    const list = await screen.findByRole('list', { name: 'Paid deliveries' });
    expect(within(list).getByText('Chipata → Lusaka')).toBeTruthy();
    expect(within(list).getByText(formatKwacha(8_000))).toBeTruthy();
    expect(within(list).getByText('of K 10,000 after the 20% fee (K 2,000)')).toBeTruthy();
    expect(within(list).queryByText(/refunded to the cargo owner$/)).toBeNull();
    expect(within(list).getByText('Paid out 5 Mar 2026')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /View Receipt/ }));
    await waitFor(() => expect(saved).toEqual([`njira-receipt-${shortId(row.id)}.pdf`]));
    const call = network.calls.find((c) => c.url.endsWith('/receipt.pdf'));
    expect(call?.url).toBe(`/api/shipments/${row.id}/receipt.pdf`);
    expect(call?.headers.Authorization).toBe('Bearer token');
  });

  it('offers no receipt for a delivery whose payment was never received', async () => {
    const row = makePaidEarning({ receiptAvailable: false });
    answer(makeEarningsSummary({ counts: { pending: 0, paid: 1 } }), [], [row]);
    renderApp(PATH);
    await openTab(/^Paid \(1\)$/);
    const list = await screen.findByRole('list', { name: 'Paid deliveries' });
    expect(within(list).getByText('Chipata → Lusaka')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /View Receipt/ })).toBeNull();
  });

  it('shows the empty Paid out state', async () => {
    answer(makeEarningsSummary({ counts: { pending: 0, paid: 0 } }), [], []);
    renderApp(PATH);
    await openTab(/^Paid \(0\)$/);
    expect(await screen.findByText('No Payouts Yet')).toBeTruthy();
    expect(
      screen.getByText('Each delivery appears here once its 80% is paid out to your wallet.'),
    ).toBeTruthy();
  });

  it("downloads this month's statement, or the month picked", async () => {
    const { summary } = answer();
    network.on('GET /api/earnings/statement.pdf', pdf());
    renderApp(PATH);
    const download = await screen.findByRole('button', { name: 'Download Statement' });
    await waitFor(() =>
      expect((screen.getByLabelText('Statement month') as HTMLSelectElement).value).toBe(
        summary.currentMonth,
      ),
    );

    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual([`njira-statement-${summary.currentMonth}.pdf`]));

    const earlier = summary.monthly[2]!.month;
    fireEvent.change(screen.getByLabelText('Statement month'), { target: { value: earlier } });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(network.calls.filter((c) => c.url.includes('statement.pdf')).map((c) => c.url)).toEqual([
      `/api/earnings/statement.pdf?month=${summary.currentMonth}`,
      `/api/earnings/statement.pdf?month=${earlier}`,
    ]);
  });

  it("says 'Error loading earnings data' with the server's message, and Try Again reloads", async () => {
    answer();
    network.once('GET /api/earnings', jsonResponse(403, { message: 'Only transporters have earnings' }));
    renderApp(PATH);

    expect(await screen.findByText('Error loading earnings data')).toBeTruthy();
    expect(screen.getAllByText('Only transporters have earnings').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Earnings summary' })).toBeTruthy();
  });

  it('keeps the cards when a list fails to load, and its Try Again loads it', async () => {
    const row = makePendingEarning();
    answer(makeEarningsSummary(), [row], []);
    network.once('GET /api/earnings/pending', jsonResponse(404, { message: 'Shipments are resting' }));
    renderApp(PATH);

    expect(await screen.findByText('Shipments are resting')).toBeTruthy();
    expect(screen.getAllByText('Error loading earnings data').length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Earnings summary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const list = await screen.findByRole('list', { name: 'Pending payments' });
    expect(within(list).getByText(`#${shortId(row.id)}`)).toBeTruthy();
  });
});
