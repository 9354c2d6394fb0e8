import {
  earningsMonthKey,
  PAID_SHIPMENT_STATUSES,
  type Payment,
  type PaymentsListQuery,
  type PaymentsSummary,
  splitNgwee,
  toKwacha,
  UNPAID_SHIPMENT_STATUSES,
} from '@njira/domain';
import type { Db } from '../../db/client.ts';
import { listPayments, type PaymentRow, paymentTotals } from '../../db/queries/payments.ts';
import type { Caller } from '../../lib/caller.ts';

/** A row as the owner sees it: the full amount it pays, with the platform's 20% shown as part of it. */
export function toPayment(row: PaymentRow): Payment {
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(row.amountNgwee);
  return {
    id: row.id,
    status: row.status,
    cargo: row.cargo,
    fromLocation: row.fromLocation,
    toLocation: row.toLocation,
    date: row.date.toISOString(),
    amount: toKwacha(row.amountNgwee),
    platformFee: toKwacha(platformFeeNgwee),
    transporterAmount: toKwacha(transporterNgwee),
    transporterCompany: row.transporterCompany,
    receiptAvailable: row.receiptAvailable,
  };
}

/**
 * A cargo owner's payments: the route's access lets only cargo owners in, the scope is their own
 * shipments. Paid and pending are the earnings feature's status sets seen from the other side, so
 * an owner's Paid is its transporters' Paid, and Total Spent (paid + pending) is the dashboard's.
 */
export class PaymentService {
  constructor(private readonly db: Db) {}

  async summary(caller: Caller, now = new Date()): Promise<PaymentsSummary> {
    const row = await paymentTotals(
      this.db,
      { ownerId: caller.userId },
      { paid: PAID_SHIPMENT_STATUSES, pending: UNPAID_SHIPMENT_STATUSES },
    );
    return {
      currentMonth: earningsMonthKey({ createdAt: now }) ?? '',
      paid: toKwacha(row.paidNgwee),
      pending: toKwacha(row.pendingNgwee),
      totalSpent: toKwacha(row.paidNgwee + row.pendingNgwee),
      platformFees: toKwacha(row.feesNgwee),
      counts: { paid: row.paidCount, pending: row.pendingCount },
    };
  }

  async paid(caller: Caller, query: PaymentsListQuery): Promise<{ items: Payment[]; total: number }> {
    const { rows, total } = await listPayments(
      this.db,
      { ownerId: caller.userId },
      { statuses: PAID_SHIPMENT_STATUSES, order: 'paid', ...query },
    );
    return { items: rows.map(toPayment), total };
  }

  async pending(caller: Caller, query: PaymentsListQuery): Promise<{ items: Payment[]; total: number }> {
    const { rows, total } = await listPayments(
      this.db,
      { ownerId: caller.userId },
      { statuses: UNPAID_SHIPMENT_STATUSES, order: 'expected', ...query },
    );
    return { items: rows.map(toPayment), total };
  }
}
