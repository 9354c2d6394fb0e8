import {
  formatDate,
  formatDateTime,
  INTERIM_STATEMENT_NOTICE,
  kwachaFormatter,
  monthLabel,
  type StatementNumber,
  shortId,
  splitNgwee,
  toKwacha,
} from '@njira/domain';
import type { PaymentRow } from '../../db/queries/payments.ts';
import { PdfLayout } from './pdf-layout.ts';

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
 * transporter (the ledger's escrow_released entry, ADR 021) with the full amount it paid,
 * and of it the platform's 20% and the transporter's 80%, then the totals.
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
  const sum = { amount: 0, fee: 0, net: 0 };
  const figures = rows.map((r) => {
    const { platformFeeNgwee, transporterNgwee } = splitNgwee(r.amountNgwee);
    sum.amount += r.amountNgwee;
    sum.fee += platformFeeNgwee;
    sum.net += transporterNgwee;
    return [r.amountNgwee, platformFeeNgwee, transporterNgwee];
  });
  // Every amount of the table with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter([...figures.flat(), sum.amount, sum.fee, sum.net].map(toKwacha));
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));
  const lines = rows.map((r, i) => [
    `${formatDate(r.date)} · #${shortId(r.id)}\n${r.fromLocation} to ${r.toLocation}\n${r.cargo}\nTransporter: ${r.transporterCompany}`,
    ...(figures[i] ?? []).map(k),
  ]);
  pdf.table(
    [
      { title: 'Shipment', width: 6 },
      { title: 'Amount paid', width: 2 },
      { title: 'Platform fee (20%)', width: 2 },
      { title: 'Transporter (80%)', width: 2 },
    ],
    lines.length > 0 ? lines : [['No payments were released in this month.', '', '', '']],
    ['Total', k(sum.amount), k(sum.fee), k(sum.net)],
  );
  pdf.note(
    'Amounts in Zambian Kwacha (K). The amount paid is the accepted bid; the 20% platform fee is part of it, ' +
      'not added to it. Each shipment counts in the month its payment was released from escrow to the transporter, ' +
      'in Lusaka time; money still held in escrow is not listed.',
  );
  return pdf.toBuffer();
}
