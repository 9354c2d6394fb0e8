import { type StageId, stageById } from '@njira/domain';
import {
  bidAccepted,
  lastUpdateText,
  shipmentCancelled,
  shipmentProgressed,
} from '../activity/activity-entries.ts';
import { newShipmentFromBid } from '../db/queries/new-shipment.ts';
import { midwayStop, nearStop } from './catalogue.ts';
import type { LoadContext } from './load-builder.ts';
import type { DemoOwner, DemoTransporter } from './people.ts';
import { actorOf, type BidInsert, type QuoteInsert, type SeededPerson, type SeedRows } from './rows.ts';
import { type ShipmentStage, STAGE_ORDER, type shipmentTimeline } from './timeline.ts';

const TRANSIT_NOTES = [
  'Cleared the weighbridge, on schedule.',
  'Fuelled and moving; road clear.',
  'Short stop for a tyre change, back on the road.',
  'Police check passed, documents in order.',
] as const;

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
  const where = { from: quote.fromLocation, to: quote.toLocation };
  const tons = (quote.weightKg / 1000).toFixed(1);

  const entries: { stage: StageId; at: Date; location: string | null; notes: string; bySystem: boolean }[] = [
    {
      stage: 'PENDING_PICKUP',
      at: acceptedAt,
      location: null,
      notes: 'Bid accepted; shipment created',
      bySystem: true,
    },
  ];
  if (reached >= 1)
    entries.push({
      stage: 'AWAITING_PICKUP',
      at: timeline.events.AWAITING_PICKUP,
      location: quote.fromAddress,
      notes: `${tons} t loaded and weighed; driver ${truck.driverName}, truck ${truck.plate}.`,
      bySystem: false,
    });
  if (reached >= 2)
    entries.push({
      stage: 'IN_TRANSIT',
      at: timeline.events.IN_TRANSIT,
      location: midwayStop(where.from, where.to),
      notes: rng.pick(TRANSIT_NOTES),
      bySystem: false,
    });
  if (reached >= 3 && !(s.skipNear && reached === 4))
    entries.push({
      stage: 'IN_TRANSIT_NEAR',
      at: timeline.events.IN_TRANSIT_NEAR,
      location: nearStop(where.from, where.to),
      notes: `About ${Math.max(2, Math.round(s.travel * 0.25))} hours from the gate.`,
      bySystem: false,
    });
  if (reached >= 4)
    entries.push({
      stage: 'DELIVERED',
      at: timeline.events.DELIVERED,
      location: quote.toAddress,
      notes: 'Offloaded and signed for; proof of delivery with the receiving clerk.',
      bySystem: false,
    });

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
  logShipment(rows, s, id, entries, amount);
}

function logShipment(
  rows: SeedRows,
  s: ShipmentInput,
  shipmentId: string,
  entries: { stage: StageId; at: Date; location: string | null }[],
  amount: number,
): void {
  const { quote, owner, transporter } = s;
  const facts = {
    id: shipmentId,
    quoteId: quote.id,
    amount,
    fromLocation: quote.fromLocation,
    toLocation: quote.toLocation,
  };
  rows.activities.push(
    ...bidAccepted({
      load: quote,
      shipmentId,
      amount,
      owner: actorOf(owner),
      transporterCompany: transporter.spec.companyName,
      createdAt: entries[0]!.at,
    }),
  );
  for (const e of entries.slice(1)) {
    const stage = stageById(e.stage)!;
    rows.activities.push(
      shipmentProgressed(
        { ...facts, status: stage.status, progress: stage.progress },
        actorOf(transporter),
        stage.label,
        e.at,
      ),
    );
  }
  if (s.timeline.cancelled) {
    rows.activities.push(
      shipmentCancelled(
        { ...facts, status: 'CANCELLED', progress: 10 },
        actorOf(owner),
        s.timeline.cancelled,
      ),
    );
  }
}
