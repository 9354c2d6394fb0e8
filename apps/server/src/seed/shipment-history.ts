import type { StageId } from '@njira/domain';
import { midwayStop, nearStop } from './catalogue.ts';
import type { Truck } from './demo-transporters.ts';
import type { Rng } from './random.ts';
import type { ShipmentInput } from './shipment-builder.ts';

const TRANSIT_NOTES = [
  'Cleared the weighbridge, on schedule.',
  'Fuelled and moving; road clear.',
  'Short stop for a tyre change, back on the road.',
  'Police check passed, documents in order.',
] as const;

/** One step of a shipment's progress history, as its transporter (or the system) filed it. */
export interface HistoryEntry {
  stage: StageId;
  at: Date;
  location: string | null;
  notes: string;
  bySystem: boolean;
}

/** The history up to the shipment's stage (`reached`, an index of STAGE_ORDER), oldest first. */
export function historyEntries(s: ShipmentInput, truck: Truck, reached: number, rng: Rng): HistoryEntry[] {
  const { quote, timeline } = s;
  const where = { from: quote.fromLocation, to: quote.toLocation };
  const tons = (quote.weightKg / 1000).toFixed(1);
  const entries: HistoryEntry[] = [
    {
      stage: 'PENDING_PICKUP',
      at: timeline.events.PENDING_PICKUP,
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
  return entries;
}
