import { formatKwacha, type StageId, shortId, stageById } from '@njira/domain';
import { newShipmentFromBid } from '../db/queries/new-shipment.ts';
import { midwayStop, nearStop } from './catalogue.ts';
import type { LoadContext } from './load-builder.ts';
import type { DemoOwner, DemoTransporter } from './people.ts';
import type { BidInsert, QuoteInsert, SeededPerson, SeedRows } from './rows.ts';
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
        : `${lastStage.label}${last.location ? ` — ${last.location}` : ''}`,
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
  const t = transporter.spec;
  const from = quote.fromLocation;
  const to = quote.toLocation;
  const acceptedAt = entries[0]!.at;
  const short = shortId(shipmentId);
  const base = { quoteId: quote.id, shipmentId };
  rows.activities.push({
    type: 'BID_ACCEPTED',
    description: `${owner.spec.companyName} accepted ${t.companyName}'s bid of ${formatKwacha(amount)} for ${quote.cargo}`,
    actorId: owner.id,
    actorName: owner.spec.companyName,
    ...base,
    metadata: { amount, quoteId: quote.id, transporter: t.companyName },
    createdAt: acceptedAt,
  });
  rows.activities.push({
    type: 'SHIPMENT_CREATED',
    description: `Shipment created: ${quote.cargo} from ${from} to ${to}, carried by ${t.companyName}`,
    actorId: owner.id,
    actorName: owner.spec.companyName,
    ...base,
    metadata: {
      amount,
      status: 'PENDING_PICKUP',
      from,
      to,
      weight: quote.weightKg,
      quoteId: quote.id,
      transporter: t.companyName,
    },
    // A moment after the acceptance, so the timeline reads in order.
    createdAt: new Date(acceptedAt.getTime() + 1_000),
  });
  for (const e of entries.slice(1)) {
    const stage = stageById(e.stage)!;
    const delivered = e.stage === 'DELIVERED';
    rows.activities.push({
      type: delivered ? 'SHIPMENT_DELIVERED' : 'SHIPMENT_UPDATED',
      description: delivered
        ? `${t.companyName} delivered shipment #${short} (${from} → ${to})`
        : `${t.companyName} moved shipment #${short} to ${stage.label}`,
      actorId: transporter.id,
      actorName: t.companyName,
      ...base,
      metadata: {
        amount,
        status: stage.status,
        progress: stage.progress,
        from,
        to,
        transporter: t.companyName,
      },
      createdAt: e.at,
    });
  }
  if (s.timeline.cancelled) {
    rows.activities.push({
      type: 'SHIPMENT_CANCELLED',
      description: `${owner.spec.companyName} cancelled shipment #${short} (${from} → ${to})`,
      actorId: owner.id,
      actorName: owner.spec.companyName,
      ...base,
      metadata: { status: 'CANCELLED', progress: 10, amount, from, to },
      createdAt: s.timeline.cancelled,
    });
  }
}
