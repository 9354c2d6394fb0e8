import {
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatDateTime,
  kwachaFormatter,
  MOBILE_MONEY_LABELS,
  maskMsisdn,
  PLATFORM_FEE_RATE,
  receiptNumber,
  SHIPMENT_STATUS_LABELS,
  shortId,
  splitNgwee,
  TRANSPORTER_SHARE,
  toKwacha,
} from '@njira/domain';
import type { ShipmentWithParties } from '../../db/queries/shipment-detail.ts';
import type { ReceivedDeposit, ShipmentMoney } from '../../db/queries/shipment-money.ts';

type Fields = [label: string, value: string][];

/** Everything a receipt states but its issue time: what its number is a digest of. */
export type ReceiptContent = {
  shipmentId: string;
  sections: { heading: string; fields: Fields }[];
  table: { rows: string[][]; total: string[] };
  note: string;
};

export interface Receipt {
  number: string;
  content: ReceiptContent;
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const party = (p: { companyName: string; fullName: string }) => `${p.companyName} (${p.fullName})`;
const place = (city: string, address: string | null) => (address ? `${city}, ${address}` : city);

/**
 * Where the money stands now, from the ledger: refunded (or on its way back) to the owner, released
 * to the transporter, both (a dispute resolved by a partial refund), else held in escrow.
 */
function standing(money: ShipmentMoney, k: (ngwee: number) => string): string {
  const refund = money.refunded ?? money.refundOwed;
  const back = money.refunded
    ? `Refunded to the cargo owner on ${formatDate(money.refunded.at)}`
    : money.refundOwed
      ? `Being refunded to the cargo owner (since ${formatDate(money.refundOwed.at)})`
      : null;
  if (back && money.released && refund) {
    return `${k(refund.ngwee)} ${back.charAt(0).toLowerCase()}${back.slice(1)}; ${k(money.released.ngwee)} released to the transporter on ${formatDate(money.released.at)}`;
  }
  if (back) return back;
  if (money.released) return `Released to the transporter on ${formatDate(money.released.at)}`;
  return 'Held in escrow until the delivery is confirmed';
}

/**
 * The receipt of money received for a shipment: what was paid, when, by which wallet (masked), where
 * it stands now, and the shipment it pays for. Its number is a digest of all of it, so the same
 * facts give the same number and a release or a refund a new one. What is refunded keeps no fee;
 * the rest (released, or held until it is) splits 80/20.
 */
export function receiptOf(
  { shipment: s, owner, transporter }: ShipmentWithParties,
  money: ShipmentMoney,
  deposit: ReceivedDeposit,
): Receipt {
  const paid = deposit.ngwee;
  const refund = money.refunded ?? money.refundOwed;
  const refundNgwee = refund?.ngwee ?? 0;
  const keptNgwee = paid - refundNgwee;
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(keptNgwee);
  // Every amount of the receipt with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter([paid, platformFeeNgwee, transporterNgwee, refundNgwee].map(toKwacha));
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));
  const onRelease = money.released || refund ? '' : ', on release';

  const refundRow = [
    money.refunded ? 'Refunded to the cargo owner' : 'To be refunded to the cargo owner',
    k(refundNgwee),
  ];
  const rows = [['Amount paid by the cargo owner', k(paid)]];
  if (refundNgwee > 0 && keptNgwee > 0) rows.push(refundRow);
  const table =
    keptNgwee > 0
      ? {
          rows: [...rows, [`Platform fee (${percent(PLATFORM_FEE_RATE)})${onRelease}`, k(platformFeeNgwee)]],
          total: [`Transporter receives (${percent(TRANSPORTER_SHARE)})${onRelease}`, k(transporterNgwee)],
        }
      : { rows, total: refundRow };

  const note =
    keptNgwee === 0
      ? 'Amounts in Zambian Kwacha (K), dates in Lusaka time. The payment was returned to the cargo owner; no fee was kept.'
      : refundNgwee > 0
        ? 'Amounts in Zambian Kwacha (K), dates in Lusaka time. A dispute returned part of the payment to the cargo owner ' +
          '(no fee on it); of the rest Njira kept 20% and paid the transporter 80%.'
        : 'Amounts in Zambian Kwacha (K), dates in Lusaka time. Njira holds the payment in escrow until the delivery is ' +
          'confirmed, then keeps 20% and pays the transporter the rest.';

  const content: ReceiptContent = {
    shipmentId: s.id,
    sections: [
      {
        heading: 'Payment received',
        fields: [
          ['Amount received', k(paid)],
          ['Received on', `${formatDateTime(deposit.at)} (Lusaka time)`],
          ['Paid with', `${MOBILE_MONEY_LABELS[deposit.provider]}, ${maskMsisdn(deposit.phoneNumber)}`],
          ['Payment reference', deposit.id],
          ['Where the money is now', standing(money, k)],
        ],
      },
      {
        heading: `Shipment #${shortId(s.id)}`,
        fields: [
          ['Shipment ID', s.id],
          ['Status', SHIPMENT_STATUS_LABELS[s.status]],
          ['Cargo', s.cargo],
          ['Weight', `${(s.weightKg / 1000).toFixed(1)} tons`],
        ],
      },
      {
        heading: 'Route',
        fields: [
          ['From', place(s.fromLocation, s.fromAddress)],
          ['To', place(s.toLocation, s.toAddress)],
          ['Distance', s.distanceKm === null ? '' : `${s.distanceKm} km`],
        ],
      },
      {
        heading: 'Dates',
        fields: [
          ['Pickup date', formatDate(s.pickupDate)],
          [EXPECTED_DELIVERY, formatDate(expectedDelivery(s))],
          ['Delivered', s.completedAt ? formatDate(s.completedAt) : 'Not yet delivered'],
        ],
      },
      {
        heading: 'Parties',
        fields: [
          ['Cargo owner (payer)', party(owner)],
          ['Transporter', party(transporter)],
        ],
      },
    ],
    table,
    note,
  };
  return { number: receiptNumber(s.id, content), content };
}
