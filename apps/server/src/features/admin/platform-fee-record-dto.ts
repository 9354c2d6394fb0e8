import { type PlatformFeeRecord, splitNgwee, toKwacha } from '@njira/domain';
import type { TransactionRow } from '../../db/queries/admin-revenue.ts';

/** One transaction of the Revenue screen: the amount split into the platform's fee and the payout. */
export function toPlatformFeeRecordDto(row: TransactionRow): PlatformFeeRecord {
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(row.amountNgwee);
  return {
    shipmentId: row.shipmentId,
    cargo: row.cargo,
    cargoOwner: row.cargoOwner,
    transporter: row.transporter,
    date: row.date.toISOString(),
    originalAmount: toKwacha(row.amountNgwee),
    platformFee: toKwacha(platformFeeNgwee),
    transporterAmount: toKwacha(transporterNgwee),
  };
}
