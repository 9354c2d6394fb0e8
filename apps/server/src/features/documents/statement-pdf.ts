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
import type { EarningRow } from '../../db/queries/earnings.ts';
import { PdfLayout } from './pdf-layout.ts';
import { statementMoney } from './statement-money.ts';

/** 'njira-statement-NJR-S-1A2B3C4D-2026-03.pdf' (an interim one's number carries its issue time). */
export const statementFilename = (number: string) => `njira-statement-${number}.pdf`;

export interface StatementData {
  month: string;
  /** The domain's `statementNumber`: final for a closed month, interim for the current one. */
  number: StatementNumber;
  transporter: { id: string; companyName: string; fullName: string };
  rows: (EarningRow & { ownerCompany: string })[];
}

/**
 * A transporter's deliveries paid out in one Lusaka month (the ledger's payout_completed entries,
 * ADR 021), each with what the owner paid in, what a dispute refunded, what was released and of it
 * the fee and the net (the domain's `moneyFigures`), and the totals.
 */
export function renderStatement(
  { month, number, transporter, rows }: StatementData,
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Earnings Statement',
    number: number.number,
    issued: formatDateTime(now),
    subject: `Deliveries of ${monthLabel(month)}`,
    ...(number.interim ? { notice: INTERIM_STATEMENT_NOTICE } : {}),
  });
  pdf.fields([
    ['Transporter', `${transporter.companyName} (${transporter.fullName})`],
    ['Period', monthLabel(month)],
    ['Deliveries', String(rows.length)],
  ]);

  pdf.heading('Deliveries paid out');
  const { figures, totals: sum } = statementMoney(rows);
  // Every amount of the table with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter([...figures.flat(), ...sum].map(toKwacha));
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));
  const lines = rows.map((r, i) => [
    `${formatDate(r.earnedOn)} · #${shortId(r.id)}\n${r.fromLocation} to ${r.toLocation}\n${r.cargo}\nCargo owner: ${r.ownerCompany}`,
    ...(figures[i] ?? []).map(k),
  ]);
  pdf.table(
    [
      { title: 'Delivery', width: 5 },
      { title: 'Paid by owner', width: 2 },
      { title: 'Refunded', width: 2 },
      { title: 'Released', width: 2 },
      { title: 'Platform fee (20%)', width: 2 },
      { title: 'Net (80%)', width: 2 },
    ],
    lines.length > 0 ? lines : [['No deliveries were paid out in this month.', '', '', '', '', '']],
    ['Total', ...sum.map(k)],
  );
  pdf.note(
    'Amounts in Zambian Kwacha (K). Each delivery counts in the month its 80% was paid out to your wallet, ' +
      'in Lusaka time; money held in escrow or still being paid out is not listed. A dispute may have refunded part ' +
      'of the payment to the cargo owner; of what was released the platform keeps 20% and you receive 80%.',
  );
  return pdf.toBuffer();
}
