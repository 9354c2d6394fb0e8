import {
  earningsMonthKey,
  moneyFigures,
  type Payment,
  type PaymentsListQuery,
  type PaymentsSummary,
  toKwacha,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { listPayments, type PaymentRow, type PaymentSet, paymentTotals } from '../../db/queries/payments.ts';
import type { Caller } from '../../lib/caller.ts';

/**
 * A row as the owner sees it: what it paid in (before paying, the bid) and, after a release or a
 * refund, what escrow released and refunded, with the fee and the transporter's part of the release
 * (the domain's `moneyFigures`, the figures of the receipt and the admin's Revenue).
 */
export function toPayment(row: PaymentRow): Payment {
  const m = moneyFigures(row);
  return {
    id: row.id,
    status: row.status,
    cargo: row.cargo,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    date: row.date.toISOString(),
    amount: toKwacha(m.amountNgwee),
    refunded: toKwacha(m.refundedNgwee),
    released: toKwacha(m.releasedNgwee),
    platformFee: toKwacha(m.platformFeeNgwee),
    transporterAmount: toKwacha(m.transporterNgwee),
    transporterCompany: row.transporterCompany,
    receiptAvailable: row.receiptAvailable,
  };
}

/**
 * A cargo owner's payments, read from the ledger (ADR 021): the route's access lets only cargo
 * owners in, the scope is their own shipments. Total Spent = paid + held: what left the owner's
 * wallet and is not owed back.
 */
export class PaymentService {
  constructor(private readonly db: Db) {}

  async summary(caller: Caller, now = new Date()): Promise<PaymentsSummary> {
    const row = await paymentTotals(this.db, { ownerId: caller.userId });
    return {
      currentMonth: earningsMonthKey({ createdAt: now }) ?? '',
      paid: toKwacha(row.paidNgwee),
      held: toKwacha(row.heldNgwee),
      pending: toKwacha(row.pendingNgwee),
      refunded: toKwacha(row.refundedNgwee),
      totalSpent: toKwacha(row.paidNgwee + row.heldNgwee),
      platformFees: toKwacha(row.feesNgwee),
      counts: {
        paid: row.paidCount,
        held: row.heldCount,
        pending: row.pendingCount,
        refunded: row.refundedCount,
      },
    };
  }

  async list(
    caller: Caller,
    set: PaymentSet,
    query: PaymentsListQuery,
  ): Promise<{ items: Payment[]; total: number }> {
    const { rows, total } = await listPayments(this.db, { ownerId: caller.userId }, { set, ...query });
    return { items: rows.map(toPayment), total };
  }
}
