import { type ActivityFacts, notificationsFor } from '@njira/domain';
import type { notifications } from '../db/schema/notifications.ts';
import type { ActivityInsert, SeedRows } from './rows.ts';

type NotificationInsert = typeof notifications.$inferInsert;

/**
 * The bell's rows for the seeded history, by the domain's rules over the rows the seed built (no
 * e-mail or SMS: a history is not news). Each receiver's routes are the cities of the shipments
 * they carry; every seeded user keeps the default settings (new-load alerts on).
 */
export function seededNotifications(
  rows: SeedRows,
  log: readonly (ActivityInsert & { id: string; createdAt: Date })[],
): NotificationInsert[] {
  const loads = new Map(rows.quotes.map((q) => [q.id, q]));
  const shipments = new Map(rows.shipments.map((s) => [s.id, s]));
  const bidders = new Map<string, string[]>();
  for (const b of rows.bids) bidders.set(b.quoteId, [...(bidders.get(b.quoteId) ?? []), b.transporterId]);
  const lanes = new Map<string, Set<string>>();
  for (const s of rows.shipments) {
    for (const city of [s.fromLocation, s.toLocation])
      lanes.set(city, (lanes.get(city) ?? new Set()).add(s.transporterId));
  }
  const active = new Set(
    rows.users
      .filter((u) => u.role === 'transporter' && (u.status ?? 'active') === 'active')
      .map((u) => u.id),
  );

  return log.flatMap((a) => {
    const load = a.quoteId ? loads.get(a.quoteId) : undefined;
    const shipment = a.shipmentId ? shipments.get(a.shipmentId) : undefined;
    const near = load
      ? new Set([...(lanes.get(load.fromLocation) ?? []), ...(lanes.get(load.toLocation) ?? [])])
      : [];
    const facts: ActivityFacts = {
      type: a.type,
      actorId: a.actorId ?? null,
      metadata: a.metadata ?? {},
      load,
      shipment: shipment && {
        ...shipment,
        status: shipment.status ?? 'PENDING_PICKUP',
        progress: shipment.progress ?? 10,
      },
      bidders: load ? bidders.get(load.id) : undefined,
      lanes: [...near].sort().map((id) => ({ id, active: active.has(id), newLoadAlerts: true })),
    };
    return notificationsFor(facts).map((n) => ({ ...n, activityId: a.id, createdAt: a.createdAt }));
  });
}
