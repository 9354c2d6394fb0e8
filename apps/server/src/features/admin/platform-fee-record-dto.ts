import { moneyFigures, type PlatformFeeRecord, toKwacha } from '@njira/domain';
import type { TransactionRow } from '../../db/queries/admin-revenue.ts';

/** A release's figures: what escrow had received is what it released and refunded, nothing is left held. */
export function releaseFigures(row: { releasedNgwee: number; refundedNgwee: number }) {
  const paidInNgwee = row.releasedNgwee + row.refundedNgwee;
  return moneyFigures({ amountNgwee: paidInNgwee, paidInNgwee, ...row });
}

/**
 * One transaction of the Revenue screen: a release, split into the platform's fee and the
 * transporter's part, with what a dispute refunded of the same payment (the domain's `moneyFigures`,
 * the figures of the receipt, the owner's Payments and the transporter's Earnings).
 */
export function toPlatformFeeRecordDto(row: TransactionRow): PlatformFeeRecord {
  const m = releaseFigures(row);
  return {
    shipmentId: row.shipmentId,
    cargo: row.cargo,
    cargoOwner: row.cargoOwner,
    transporter: row.transporter,
    date: row.date.toISOString(),
    originalAmount: toKwacha(m.releasedNgwee),
    platformFee: toKwacha(m.platformFeeNgwee),
    transporterAmount: toKwacha(m.transporterNgwee),
    refunded: toKwacha(m.refundedNgwee),
  };
}
