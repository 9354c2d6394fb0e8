import { type PlatformFeeRecord, toKwacha } from '@njira/domain';
import type { TransactionRow } from '../../db/queries/admin-revenue.ts';

/** One transaction of the Revenue screen: a release, split into the platform's fee and the transporter's part. */
export function toPlatformFeeRecordDto(row: TransactionRow): PlatformFeeRecord {
  return {
    shipmentId: row.shipmentId,
    cargo: row.cargo,
    cargoOwner: row.cargoOwner,
    transporter: row.transporter,
    date: row.date.toISOString(),
    originalAmount: toKwacha(row.releasedNgwee),
    platformFee: toKwacha(row.feeNgwee),
    transporterAmount: toKwacha(row.releasedNgwee - row.feeNgwee),
  };
}
