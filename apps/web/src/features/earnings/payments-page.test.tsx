import { formatKwacha, lastMonthsKeys, type Payment, type PaymentsSummary, shortId } from '@njira/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/test-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { setSession } from '../../lib/session.ts';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { makePayment, makePaymentsSummary } from '../../testing/payment-factories.ts';
import { listResponse } from '../../testing/shipment-factories.ts';

const network = installFakeNetwork();
const owner = makeUser({ role: 'cargo-owner' });
const PATH = '/dashboard/cargo-owner/payments';
const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
let saved: string[] = [];

beforeAll(async () => {
  await Promise.all([
    import('./payments-page.tsx'),
    import('../../app/app-providers.tsx'),
    import('../../components/ui/toaster.tsx'),
  ]);
});

beforeEach(() => {
  saved = [];
  setSession('token', owner);
  network.on('GET /api/auth/profile', jsonResponse(200, owner));
  URL.createObjectURL = vi.fn(() => 'blob:njira');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

function serve(summary: PaymentsSummary, paid: Payment[], pending: Payment[] = [], held: Payment[] = []) {
  network.on('GET /api/payments', jsonResponse(200, summary));
  network.on('GET /api/payments/paid', listResponse(paid, summary.counts.paid));
  network.on('GET /api/payments/held', listResponse(held, summary.counts.held));
  network.on('GET /api/payments/pending', listResponse(pending, summary.counts.pending));
}

describe('Payments', () => {
  it('shows the five cards read from the ledger and the paid rows with the fee as part of the amount', async () => {
    const row = makePayment({ amount: 12_500 });
    serve(
      makePaymentsSummary({
        paid: 12_500,
        held: 4_000,
        pending: 3_000,
        refunded: 999,
        totalSpent: 16_500,
        platformFees: 2_500,
        counts: { paid: 1, held: 2, pending: 1, refunded: 1 },
      }),
      [row],
    );
    renderApp(PATH);

    const cards = await screen.findByRole('region', { name: 'Payment summary' });
    for (const [title, value, sub] of [
      ['Paid (Completed)', 12_500, '1 shipment released to the transporter'],
      ['Held in escrow', 4_000, '2 shipments until delivery is confirmed'],
      ['Pending', 3_000, '1 shipment not yet paid'],
      ['Refunded', 999, '1 shipment returned to you'],
      ['Total Spent', 16_500, 'Paid and held; incl. K 2,500 platform fees (20%) on what was paid'],
    ] as const) {
      expect(within(cards).getByText(title)).toBeTruthy();
      expect(within(cards).getByText(formatKwacha(value)), title).toBeTruthy();
      expect(within(cards).getByText(sub), title).toBeTruthy();
    }
    const list = await screen.findByRole('list', { name: 'Paid shipments' });
    expect(within(list).getByText(`#${shortId(row.id)}`)).toBeTruthy();
    expect(within(list).getByText('Released 5 Mar 2026')).toBeTruthy();
    expect(within(list).getByText('Kitwe → Lusaka')).toBeTruthy();
    expect(within(list).getByText(formatKwacha(12_500))).toBeTruthy();
    expect(within(list).getByText('incl. K 2,500 platform fee (20%)')).toBeTruthy();
    expect(within(list).getByText('K 10,000 to the transporter')).toBeTruthy();
    expect(within(list).queryByText(/refunded to you$/)).toBeNull();
    expect(
      within(list)
        .getByRole('link', { name: /^View Details/ })
        .getAttribute('href'),
    ).toBe(`/dashboard/cargo-owner/shipment/${row.id}`);
  });

  it('shows every amount with two decimals when a fee has ngwee, in the cards and in the list', async () => {
    const odd = makePayment({ amount: 3_937 });
    const round = makePayment({ amount: 12_500 });
    serve(
      makePaymentsSummary({
        paid: 16_437,
        held: 0,
        pending: 0,
        refunded: 0,
        totalSpent: 16_437,
        platformFees: 3_287.4,
      }),
      [odd, round],
    );
    renderApp(PATH);

    const cards = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(cards).getAllByText('K 16,437.00')).toHaveLength(2);
    expect(within(cards).getAllByText('K 0.00')).toHaveLength(3);
    expect(
      within(cards).getByText('Paid and held; incl. K 3,287.40 platform fees (20%) on what was paid'),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Paid shipments' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('K 3,937.00')).toBeTruthy();
    expect(within(first).getByText('incl. K 787.40 platform fee (20%)')).toBeTruthy();
    expect(within(second).getByText('K 12,500.00')).toBeTruthy();
    expect(within(second).getByText('incl. K 2,500.00 platform fee (20%)')).toBeTruthy();
  });

  it('asks for the held and pending lists only when their tab is opened', async () => {
    const held = makePayment({
      status: 'IN_TRANSIT',
      amount: 3_000,
      released: 0,
      date: '2026-03-09T06:00:00.000Z',
    });
    const unpaid = makePayment({
      status: 'PENDING_PICKUP',
      amount: 2_000,
      released: 0,
      receiptAvailable: false,
    });
    serve(makePaymentsSummary(), [makePayment()], [unpaid], [held]);
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Paid shipments' });
    expect(network.calls.some((c) => /^\/api\/payments\/(held|pending)/.test(c.url))).toBe(false);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Held in escrow (1)' }));
    const list = await screen.findByRole('list', { name: 'Payments held in escrow' });
    expect(within(list).getByText('Expected Delivery 9 Mar 2026')).toBeTruthy();
    expect(within(list).getByText('In Transit')).toBeTruthy();
    expect(network.calls.some((c) => c.url.startsWith('/api/payments/pending'))).toBe(false);

    // Not released yet: the amount held, the fee it will carry, no transporter's part.
    expect(within(list).getByText('K 3,000')).toBeTruthy();
    expect(within(list).getByText('incl. K 600 platform fee (20%)')).toBeTruthy();
    expect(within(list).queryByText(/to the transporter$/)).toBeNull();
    expect(network.calls.some((c) => c.url.startsWith('/api/payments/pending'))).toBe(false);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Pending (1)' }));
    const pending = await screen.findByRole('list', { name: 'Pending payments' });
    expect(within(pending).getByText('Pending Pickup')).toBeTruthy();
  });

  it('after a partial refund shows what was released, the fee, the transporter’s part and the refund', async () => {
    const row = makePayment({
      amount: 15_000,
      refunded: 5_000,
      released: 10_000,
      platformFee: 2_000,
      transporterAmount: 8_000,
    });
    serve(makePaymentsSummary(), [row]);
    renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Paid shipments' });
    expect(within(list).getByText('K 10,000')).toBeTruthy();
    expect(within(list).getByText('incl. K 2,000 platform fee (20%)')).toBeTruthy();
    expect(within(list).getByText('K 8,000 to the transporter')).toBeTruthy();
    expect(within(list).getByText('K 5,000 of K 15,000 refunded to you')).toBeTruthy();
    expect(within(list).queryByText('K 15,000')).toBeNull();
  });

  it('offers a receipt only for a shipment whose payment was received', async () => {
    const held = makePayment({ status: 'PENDING_PICKUP', receiptAvailable: true });
    const unpaid = makePayment({ status: 'PENDING_PICKUP', receiptAvailable: false });
    serve(
      makePaymentsSummary({ counts: { paid: 0, held: 1, pending: 1, refunded: 0 } }),
      [],
      [unpaid],
      [held],
    );
    renderApp(PATH);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Held in escrow (1)' }));
    const heldList = await screen.findByRole('list', { name: 'Payments held in escrow' });
    expect(within(heldList).getByRole('button', { name: /^View Receipt/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Pending (1)' }));
    const list = await screen.findByRole('list', { name: 'Pending payments' });
    expect(within(list).queryByRole('button', { name: /View Receipt/ })).toBeNull();
    expect(within(list).getByRole('link', { name: /^View Details/ })).toBeTruthy();
  });

  it('saves the receipt under the server’s name, its document number in it', async () => {
    const row = makePayment();
    serve(makePaymentsSummary(), [row]);
    const name = `njira-receipt-NJR-R-${shortId(row.id)}-0A1B2C3D.pdf`;
    network.on(
      'GET /api/shipments/:id/receipt.pdf',
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${name}"`,
          },
        }),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: /^View Receipt/ }));
    await waitFor(() => expect(saved).toEqual([name]));
  });

  it('shows the server’s message when a receipt does not exist (yet)', async () => {
    serve(makePaymentsSummary(), [makePayment()]);
    network.on(
      'GET /api/shipments/:id/receipt.pdf',
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'No payment has been received for this shipment yet',
      }),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: /^View Receipt/ }));
    expect(await screen.findByText('Error downloading receipt')).toBeTruthy();
    expect(screen.getByText('No payment has been received for this shipment yet')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('downloads a receipt and the chosen month’s statement', async () => {
    const row = makePayment();
    const summary = makePaymentsSummary();
    serve(summary, [row]);
    network.on('GET /api/shipments/:id/receipt.pdf', pdf());
    network.on('GET /api/payments/statement.pdf', pdf());
    renderApp(PATH);

    fireEvent.click(await screen.findByRole('button', { name: /^View Receipt/ }));
    await waitFor(() => expect(saved).toEqual([`njira-receipt-${shortId(row.id)}.pdf`]));

    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const earlier = lastMonthsKeys(3)[0] ?? '';
    fireEvent.change(screen.getByLabelText('Statement month'), { target: { value: earlier } });
    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(network.calls.filter((c) => c.url.includes('statement.pdf')).map((c) => c.url)).toEqual([
      `/api/payments/statement.pdf?month=${summary.currentMonth}`,
      `/api/payments/statement.pdf?month=${earlier}`,
    ]);
  });

  it('says so when the payments fail to load, and tries again', async () => {
    serve(makePaymentsSummary(), []);
    network.once('GET /api/payments', jsonResponse(403, { message: 'Insufficient permissions' }));
    renderApp(PATH);
    const toasts = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Error loading payments')).toBeTruthy();
    expect(within(toasts).getByText('Insufficient permissions')).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Paid (Completed)')).toBeTruthy();
  });
});
