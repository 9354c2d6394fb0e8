import {
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  kwachaFormatter,
  PLATFORM_FEE_RATE,
  SHIPMENT_STATUS_LABELS,
  shortId,
  splitNgwee,
  TRANSPORTER_SHARE,
  toKwacha,
} from '@njira/domain';
import type { ShipmentWithParties } from '../../db/queries/shipment-detail.ts';
import { PdfLayout } from './pdf-layout.ts';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

export const receiptNumber = (shipmentId: string) => `NJR-R-${shortId(shipmentId)}`;
export const receiptFilename = (shipmentId: string) => `njira-receipt-${shortId(shipmentId)}.pdf`;

const party = (p: { companyName: string; fullName: string }) => `${p.companyName} (${p.fullName})`;
const place = (city: string, address: string | null) => (address ? `${city}, ${address}` : city);

/** The receipt of one shipment: what the owner paid, the platform's 20% and the transporter's 80%. */
export function renderReceipt(
  { shipment: s, owner, transporter }: ShipmentWithParties,
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Delivery Receipt',
    number: receiptNumber(s.id),
    issued: formatDate(now),
    subject: `Shipment ${s.id}`,
  });
  const { platformFeeNgwee, transporterNgwee } = splitNgwee(s.amountNgwee);
  // The payment table's three amounts with the same decimals (kwachaFormatter).
  const kwacha = kwachaFormatter([s.amountNgwee, platformFeeNgwee, transporterNgwee].map(toKwacha));
  const k = (ngwee: number) => kwacha(toKwacha(ngwee));

  pdf.heading(`Shipment #${shortId(s.id)}`);
  pdf.fields([
    ['Shipment ID', s.id],
    ['Status', SHIPMENT_STATUS_LABELS[s.status]],
    ['Cargo', s.cargo],
    ['Weight', `${(s.weightKg / 1000).toFixed(1)} tons`],
  ]);

  pdf.heading('Route');
  pdf.fields([
    ['From', place(s.fromLocation, s.fromAddress)],
    ['To', place(s.toLocation, s.toAddress)],
    ['Distance', s.distanceKm === null ? '' : `${s.distanceKm} km`],
  ]);

  pdf.heading('Dates');
  pdf.fields([
    ['Pickup date', formatDate(s.pickupDate)],
    [EXPECTED_DELIVERY, formatDate(expectedDelivery(s))],
    ['Delivered', s.completedAt ? formatDate(s.completedAt) : 'Not yet delivered'],
  ]);

  pdf.heading('Parties');
  pdf.fields([
    ['Cargo owner', party(owner)],
    ['Transporter', party(transporter)],
  ]);

  pdf.heading('Payment');
  pdf.table(
    [
      { title: 'Item', width: 3 },
      { title: 'Amount', width: 1 },
    ],
    [
      ['Amount paid by the cargo owner', k(s.amountNgwee)],
      [`Platform fee (${percent(PLATFORM_FEE_RATE)})`, k(platformFeeNgwee)],
    ],
    [`Transporter receives (${percent(TRANSPORTER_SHARE)})`, k(transporterNgwee)],
  );
  pdf.note(
    'Amounts in Zambian Kwacha (K). The platform keeps 20% of every transaction; the transporter receives the rest. ' +
      'Dates in Lusaka time.',
  );
  return pdf.toBuffer();
}
