import {
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatDateTime,
  kwachaFormatter,
  MOBILE_MONEY_LABELS,
  type MoneyFigures,
  maskMsisdn,
  moneyFigures,
  PLATFORM_FEE_RATE,
  receiptNumber,
  SHIPMENT_STATUS_LABELS,
  shortId,
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
function standing(money: ShipmentMoney, m: MoneyFigures, k: (ngwee: number) => string): string {
  const back = money.refunded
    ? `Refunded to the cargo owner on ${formatDate(money.refunded.at)}`
    : money.refundOwed
      ? `Being refunded to the cargo owner (since ${formatDate(money.refundOwed.at)})`
      : null;
  if (back && money.released) {
    return `${k(m.refundedNgwee)} ${back.charAt(0).toLowerCase()}${back.slice(1)}; ${k(m.releasedNgwee)} released to the transporter on ${formatDate(money.released.at)}`;
  }
  if (back) return back;
  if (money.released) return `Released to the transporter on ${formatDate(money.released.at)}`;
  return 'Held in escrow until the delivery is confirmed';
}

/**
 * The receipt of money received for a shipment: what was paid, when, by which wallet (masked), where
 * it stands now, and the shipment it pays for. Its number is a digest of all of it, so the same
 * facts give the same number and a release or a refund a new one. The figures are the domain's
 * `moneyFigures` of the ledger's entries: what is refunded keeps no fee; what was released (or is
 * held until it is) splits 80/20.
 */
export function receiptOf(
  { shipment: s, owner, transporter }: ShipmentWithParties,
  money: ShipmentMoney,
  deposit: ReceivedDeposit,
): Receipt {
  const m = moneyFigures({
    amountNgwee: s.amountNgwee,
    paidInNgwee: deposit.ngwee,
    refundedNgwee: money.refundOwed?.ngwee ?? 0,
    releasedNgwee: money.released?.ngwee ?? 0,
  });
  const keptNgwee = m.releasedNgwee + m.heldNgwee;
  // Every amount of the receipt with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter(
    [m.paidInNgwee, m.refundedNgwee, m.releasedNgwee, m.platformFeeNgwee, m.transporterNgwee].map(toKwacha),
  );
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));
  const onRelease = m.heldNgwee > 0 ? ', on release' : '';

  const refundRow = [
    money.refunded ? 'Refunded to the cargo owner' : 'To be refunded to the cargo owner',
    k(m.refundedNgwee),
  ];
  const rows = [['Amount paid by the cargo owner', k(m.paidInNgwee)]];
  if (m.refundedNgwee > 0 && keptNgwee > 0) {
    rows.push(refundRow, ['Released to the transporter', k(m.releasedNgwee)]);
  }
  const table =
    keptNgwee > 0
      ? {
          rows: [
            ...rows,
            [`Platform fee (${percent(PLATFORM_FEE_RATE)})${onRelease}`, k(m.platformFeeNgwee)],
          ],
          total: [`Transporter receives (${percent(TRANSPORTER_SHARE)})${onRelease}`, k(m.transporterNgwee)],
        }
      : { rows, total: refundRow };

  const note =
    keptNgwee === 0
      ? 'Amounts in Zambian Kwacha (K), dates in Lusaka time. The payment was returned to the cargo owner; no fee was kept.'
      : m.refundedNgwee > 0
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
          ['Amount received', k(m.paidInNgwee)],
          ['Received on', `${formatDateTime(deposit.at)} (Lusaka time)`],
          ['Paid with', `${MOBILE_MONEY_LABELS[deposit.provider]}, ${maskMsisdn(deposit.phoneNumber)}`],
          ['Payment reference', deposit.id],
          ['Where the money is now', standing(money, m, k)],
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
