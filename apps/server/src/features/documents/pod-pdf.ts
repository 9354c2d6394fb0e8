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
  UNUSUAL_DELIVERY_TEXT,
  type UnusualDelivery,
} from '@njira/domain';
import type { DeliveryProofRow } from '../../db/queries/delivery-proofs.ts';
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

/** What the delivery's proof adds to the shipment (issue 39); `proof` null for a delivery before proofs. */
export interface PodProof {
  proof: DeliveryProofRow | null;
  /** Who released the escrow by hand (the owner confirming, or an admin), and when. */
  confirmation: { at: Date; by: string; role: string } | null;
  /** Whether escrow was released at all (by hand or by the 72 hours). */
  released: boolean;
  /** The delivery photo's bytes (a JPEG), when there is one. */
  photo: Buffer | null;
}

function codeText(proof: DeliveryProofRow): string {
  return proof.codeMatched
    ? "Matched: the receiver's delivery code was entered at delivery"
    : `Not given: ${proof.noCodeReason ?? 'no reason recorded'}`;
}

function confirmationText({ proof, confirmation, released }: PodProof): string {
  if (confirmation) {
    const who = confirmation.role === 'admin' ? `${confirmation.by}, admin` : confirmation.by;
    return `Confirmed by ${who} on ${formatDateTime(confirmation.at)}`;
  }
  if (released) return "Released 72 hours after a delivery proven by the receiver's code, without a dispute";
  return proof?.codeMatched
    ? 'Not confirmed yet: released 72 hours after delivery unless the cargo owner disputes it'
    : 'Not confirmed yet: waits for the cargo owner (or an admin) to confirm';
}

/**
 * Proof of delivery of a delivered shipment: what moved, from where to where, when; who received it,
 * whether the receiver's code matched, where, the owner's confirmation; every stage with its real
 * time, location and notes; and the photo taken at delivery, on a page of its own.
 */
export function renderPod(
  { shipment: s, owner, transporter, history }: ShipmentWithParties,
  pod: PodProof,
  now: Date,
): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Proof of Delivery',
    number: podNumber(s.id),
    issued: formatDate(now),
    subject: `Shipment ${s.id}`,
  });
  const delivery = history.findLast((h) => h.status === 'DELIVERED');
  const deliveredAt = pod.proof?.deliveredAt ?? delivery?.createdAt ?? s.completedAt ?? s.actualDeliveryDate;
  const { proof } = pod;

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
  pdf.heading('Delivery');
  pdf.fields([
    ['Received by', proof?.receiverName ?? 'Not recorded (delivered before delivery proofs)'],
    ['Received on', deliveredAt ? formatDateTime(deliveredAt) : ''],
    ['Where', proof?.location ?? delivery?.location ?? 'Not recorded'],
    ["Receiver's code", proof ? codeText(proof) : 'Not recorded'],
    ['Delivered by', party(transporter)],
    ['Notes', proof?.notes ?? delivery?.notes ?? ''],
    ['Photo', proof?.photoKey ? (pod.photo ? 'On the next page' : 'Kept by Njira') : 'None'],
    ...(proof && proof.unusual.length > 0
      ? [
          [
            'Unusual',
            proof.unusual.map((u) => UNUSUAL_DELIVERY_TEXT[u as UnusualDelivery] ?? u).join('; '),
          ] as [string, string],
        ]
      : []),
  ]);
  pdf.heading("Cargo owner's confirmation");
  pdf.fields([['Confirmation', confirmationText(pod)]]);
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
    'Times in Lusaka time. Stages as the transporter recorded them, each at the time it was recorded; the receiver and the code as given at delivery.',
  );
  if (pod.photo) {
    pdf.doc.addPage();
    pdf.heading('Photo taken at delivery');
    pdf.doc
      .font('regular')
      .fontSize(10)
      .fillColor('black')
      .text(
        `By ${party(transporter)}${deliveredAt ? `, ${formatDateTime(deliveredAt)}` : ''}; received by ${proof?.receiverName ?? ''}`,
      );
    pdf.doc.moveDown(0.5);
    pdf.doc.image(pod.photo, { fit: [pdf.width, 600], align: 'center' });
  }
  return pdf.toBuffer();
}
