import { stageById } from '@njira/domain';
import { bidAccepted } from '../activity/quote-entries.ts';
import { shipmentCancelled, shipmentProgressed } from '../activity/shipment-entries.ts';
import { actorOf, type SeedRows } from './rows.ts';
import type { ShipmentInput } from './shipment-builder.ts';
import type { HistoryEntry } from './shipment-history.ts';

/** The activity log of a seeded shipment: its acceptance, each stage its transporter filed, a cancellation. */
export function logShipment(
  rows: SeedRows,
  s: ShipmentInput,
  shipmentId: string,
  entries: Pick<HistoryEntry, 'stage' | 'at' | 'location'>[],
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
