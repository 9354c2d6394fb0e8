import {
  EARLY_DELIVERY,
  EXPECTED_DELIVERY,
  expectedDelivery,
  formatDate,
  formatDateTime,
  formatTons,
  isDeliveredBeforePickup,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  shortId,
} from '@njira/domain';
import type { ShipmentWithParties } from '../../db/queries/shipment-detail.ts';
import { PdfLayout } from './pdf-layout.ts';

export const podNumber = (shipmentId: string) => `NJR-POD-${shortId(shipmentId)}`;
export const podFilename = (shipmentId: string) => `njira-pod-${shortId(shipmentId)}.pdf`;

const party = (p: { companyName: string; fullName: string }) => `${p.companyName} (${p.fullName})`;
const place = (city: string, address: string | null) => (address ? `${city}, ${address}` : city);
const stageLabel = (status: string) => SHIPMENT_STATUS_LABELS[status as ShipmentStatus] ?? status;

/** The delivery's moment, named as early when it came before the planned pickup date. */
function deliveredText(deliveredAt: Date, pickupDate: Date): string {
  const when = formatDateTime(deliveredAt);
  return isDeliveredBeforePickup(deliveredAt, pickupDate) ? `${when} (${EARLY_DELIVERY})` : when;
}

/**
 * Proof of delivery of a delivered shipment: what moved, from where to where, when, the whole
 * progress history with its locations and notes, and who confirmed the delivery and when.
 */
export function renderPod(
  { shipment: s, owner, transporter, history }: ShipmentWithParties,
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Proof of Delivery',
    number: podNumber(s.id),
    issued: formatDate(now),
    subject: `Shipment ${s.id}`,
  });
  // The entry that moved it to DELIVERED: its author confirmed the delivery.
  const delivery = history.findLast((h) => h.status === 'DELIVERED');
  const deliveredAt = delivery?.createdAt ?? s.completedAt ?? s.actualDeliveryDate;
  // The history keeps the company name; the person behind it is named when it is the transporter.
  const confirmedBy =
    delivery && delivery.updatedById !== transporter.id ? delivery.updatedBy : party(transporter);

  pdf.heading(`Shipment #${shortId(s.id)}`);
  pdf.fields([
    ['Shipment ID', s.id],
    ['Status', SHIPMENT_STATUS_LABELS[s.status]],
    ['Cargo', s.cargo],
    ['Weight', formatTons(s.weightKg)],
    ['Dimensions', s.dimensions ?? ''],
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
    ['Requested delivery', formatDate(s.deliveryDate)],
    [EXPECTED_DELIVERY, formatDate(expectedDelivery(s))],
    ['Delivered', deliveredAt ? deliveredText(deliveredAt, s.pickupDate) : ''],
  ]);
  pdf.heading('Delivery confirmed');
  pdf.fields([
    ['Confirmed by', confirmedBy],
    ['Confirmed on', deliveredAt ? formatDateTime(deliveredAt) : ''],
    ['Location', delivery?.location ?? ''],
    ['Notes', delivery?.notes ?? ''],
  ]);
  pdf.heading('Parties');
  pdf.fields([
    ['Cargo owner', party(owner)],
    ['Transporter', party(transporter)],
    ['Driver', [s.driverName, s.driverPhone].filter(Boolean).join(', ')],
    ['Truck', s.truckNumber ?? ''],
  ]);
  pdf.heading('Progress history');
  pdf.table(
    [
      { title: 'Stage', width: 4 },
      { title: 'When', width: 3, align: 'left' },
      { title: 'Location', width: 3, align: 'left' },
      { title: 'Notes', width: 4, align: 'left' },
      { title: 'By', width: 3, align: 'left' },
    ],
    history.map((h) => [
      `${stageLabel(h.status)} (${h.progress}%)`,
      formatDateTime(h.createdAt),
      h.location ?? '—',
      h.notes ?? '—',
      h.updatedBy,
    ]),
  );
  pdf.note(
    'Times in Lusaka time. Issued by Njira from the shipment’s progress as its transporter recorded it.',
  );
  return pdf.toBuffer();
}
