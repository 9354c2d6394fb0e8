import { stageById } from '@njira/domain';
import { lastUpdateText } from '../activity/shipment-entries.ts';
import { newShipmentFromBid } from '../db/queries/new-shipment.ts';
import type { DemoOwner } from './demo-owners.ts';
import type { DemoTransporter } from './demo-transporters.ts';
import type { LoadContext } from './load-builder.ts';
import type { BidInsert, QuoteInsert, SeededPerson } from './rows.ts';
import { historyEntries } from './shipment-history.ts';
import { logShipment } from './shipment-log.ts';
import { type ShipmentStage, STAGE_ORDER, type shipmentTimeline } from './timeline.ts';

export interface ShipmentInput {
  quote: QuoteInsert;
  owner: SeededPerson<DemoOwner>;
  transporter: SeededPerson<DemoTransporter>;
  bid: BidInsert;
  stage: ShipmentStage;
  skipNear: boolean;
  timeline: ReturnType<typeof shipmentTimeline>;
  travel: number;
}

/** The shipment an accepted bid became, its progress history up to its stage, and their log. */
export function buildShipment({ rows, rng }: LoadContext, s: ShipmentInput): void {
  const { quote, owner, transporter, bid, timeline } = s;
  const t = transporter.spec;
  const id = rng.uuid();
  const amount = bid.amountNgwee / 100;
  const acceptedAt = timeline.events.PENDING_PICKUP;
  const truck = rng.pick(t.fleet);
  const reached = s.stage === 'CANCELLED' ? 0 : STAGE_ORDER.indexOf(s.stage);
  const current = s.stage === 'CANCELLED' ? null : stageById(s.stage);
  // Drivers are named at loading at the latest; some carriers name them as soon as they win.
  const withDriver = reached >= 1 || (s.stage !== 'CANCELLED' && rng.chance(0.5));

  const entries = historyEntries(s, truck, reached, rng);

  const last = entries[entries.length - 1]!;
  const lastStage = stageById(last.stage)!;
  const delivered = s.stage === 'DELIVERED' ? timeline.events.DELIVERED : null;
  const updatedAt = timeline.cancelled ?? last.at;

  rows.shipments.push({
    // As accepting creates it, then what has happened since.
    ...newShipmentFromBid(quote, bid, acceptedAt),
    id,
    status: s.stage === 'CANCELLED' ? 'CANCELLED' : (current?.status ?? 'PENDING_PICKUP'),
    progress: current?.progress ?? 10,
    actualDeliveryDate: delivered,
    completedAt: delivered,
    // Worded as the shipments service words it.
    lastUpdate: timeline.cancelled
      ? 'Cancelled'
      : last.bySystem
        ? 'Shipment created'
        : lastUpdateText(lastStage.label, last.location),
    lastUpdateTime: updatedAt,
    driverName: withDriver ? truck.driverName : null,
    driverPhone: withDriver ? truck.driverPhone : null,
    truckNumber: withDriver ? truck.plate : null,
    createdAt: acceptedAt,
    updatedAt,
  });

  for (const e of entries) {
    const stage = stageById(e.stage)!;
    rows.progress.push({
      shipmentId: id,
      status: stage.status,
      progress: stage.progress,
      location: e.location,
      notes: e.notes,
      updatedBy: e.bySystem ? 'System' : t.companyName,
      updatedById: e.bySystem ? null : transporter.id,
      createdAt: e.at,
    });
  }
  if (timeline.cancelled) {
    // The shipments service files a cancellation in the history too, by whoever cancelled.
    rows.progress.push({
      shipmentId: id,
      status: 'CANCELLED',
      progress: 10,
      location: null,
      notes: 'Cancelled before pickup',
      updatedBy: owner.spec.companyName,
      updatedById: owner.id,
      createdAt: timeline.cancelled,
    });
  }
  if (delivered) {
    // Most receivers had the owner's code; now and then one did not and the owner confirmed by hand.
    const byCode = rng.chance(0.9);
    rows.deliveryProofs.push({
      shipmentId: id,
      receiverName: rng.pick(RECEIVERS),
      codeMatched: byCode,
      noCodeReason: byCode ? null : 'The storekeeper had not received the SMS with the code',
      photoKey: null,
      location: last.location,
      notes: last.notes,
      unusual: [],
      deliveredBy: t.companyName,
      deliveredById: transporter.id,
      deliveredAt: delivered,
    });
  }
  logShipment(rows, s, id, entries, amount);
}

/** Who signs for goods at a mine store, a depot or a warehouse gate. */
const RECEIVERS = ['Mary Mwale', 'Peter Banda', 'Grace Phiri', 'Joseph Tembo', 'Ruth Zulu', 'Moses Daka'];
