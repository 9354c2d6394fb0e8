import type { ShipmentStatus } from '@njira/domain';
import { toKwacha } from '@njira/domain';
import type { StatusTotals } from '../../db/queries/dashboard.ts';

/** Adds up the count or the amount of the given statuses from per-status totals. */
export function sumOf(
  totals: Map<ShipmentStatus, StatusTotals>,
  statuses: readonly ShipmentStatus[],
  key: keyof StatusTotals,
): number {
  return statuses.reduce((acc, s) => acc + (totals.get(s)?.[key] ?? 0), 0);
}

/** Bid amounts as the dashboards list them: `[{ amount }]` in Kwacha. */
export const bidList = (amounts: number[] | undefined) =>
  (amounts ?? []).map((a) => ({ amount: toKwacha(a) }));
