import {
  formatDate,
  formatDateTime,
  INTERIM_STATEMENT_NOTICE,
  kwachaFormatter,
  monthLabel,
  type StatementNumber,
  shortId,
  toKwacha,
} from '@njira/domain';
import type { PaymentRow } from '../../db/queries/payments.ts';
import { PdfLayout } from './pdf-layout.ts';
import { statementMoney } from './statement-money.ts';

/** 'njira-payments-NJR-S-1A2B3C4D-2026-03.pdf' (an interim one's number carries its issue time). */
export const paymentStatementFilename = (number: string) => `njira-payments-${number}.pdf`;

export interface PaymentStatementData {
  month: string;
  /** The domain's `statementNumber`: final for a closed month, interim for the current one. */
  number: StatementNumber;
  owner: { id: string; companyName: string; fullName: string };
  rows: PaymentRow[];
}

/**
 * A cargo owner's payments of one Lusaka month: each shipment whose escrow was released to the
 * transporter (the ledger's escrow_released entry, ADR 021) with what it paid in, what a dispute
 * refunded of it, what was released, and of that the platform's 20% and the transporter's 80% (the
 * domain's `moneyFigures`), then the totals.
 */
export function renderPaymentStatement(
  { month, number, owner, rows }: PaymentStatementData,
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Payment Statement',
    number: number.number,
    issued: formatDateTime(now),
    subject: `Payments of ${monthLabel(month)}`,
    ...(number.interim ? { notice: INTERIM_STATEMENT_NOTICE } : {}),
  });
  pdf.fields([
    ['Cargo owner', `${owner.companyName} (${owner.fullName})`],
    ['Period', monthLabel(month)],
    ['Shipments paid', String(rows.length)],
  ]);
  pdf.heading('Payments released to transporters');
  const { figures, totals: sum } = statementMoney(rows);
  // Every amount of the table with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter([...figures.flat(), ...sum].map(toKwacha));
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));
  const lines = rows.map((r, i) => [
    `${formatDate(r.date)} · #${shortId(r.id)}\n${r.fromLocation} to ${r.toLocation}\n${r.cargo}\nTransporter: ${r.transporterCompany}`,
    ...(figures[i] ?? []).map(k),
  ]);
  pdf.table(
    [
      { title: 'Shipment', width: 5 },
      { title: 'Paid', width: 2 },
      { title: 'Refunded', width: 2 },
      { title: 'Released', width: 2 },
      { title: 'Platform fee (20%)', width: 2 },
      { title: 'Transporter (80%)', width: 2 },
    ],
    lines.length > 0 ? lines : [['No payments were released in this month.', '', '', '', '', '']],
    ['Total', ...sum.map(k)],
  );
  pdf.note(
    'Amounts in Zambian Kwacha (K). Paid is what you paid into escrow; a dispute may have refunded part of it to you. ' +
      'The 20% platform fee is part of what was released, not added to it, and nothing is kept of a refund. ' +
      'Each shipment counts in the month its payment was released from escrow to the transporter, ' +
      'in Lusaka time; money still held in escrow is not listed.',
  );
  return pdf.toBuffer();
}
