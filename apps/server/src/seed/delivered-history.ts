import { lusakaParts } from '@njira/domain';
import { LANES } from './catalogue.ts';
import { DEMO_OWNER_KEY } from './demo-owners.ts';
import { DEMO_TRANSPORTER_KEY, TRANSPORTERS } from './demo-transporters.ts';
import type { LoadPlan } from './load-builder.ts';
import type { Rng } from './random.ts';
import { DAY, HOUR } from './timeline.ts';

/** Deliveries per Lusaka month, this month first: a business growing month on month. */
const DELIVERED_PER_MONTH = [4, 7, 7, 6, 6, 5];

/** The instant a Lusaka calendar month starts (Zambia is UTC+2 all year), `back` months before now's. */
function lusakaMonthStart(now: Date, back: number): number {
  const p = lusakaParts(now)!;
  const index = p.year * 12 + (p.month - 1) - back;
  return Date.UTC(Math.floor(index / 12), index % 12, 1) - 2 * HOUR;
}

/** Six months of completed deliveries, so earnings, revenue and analytics have real numbers. */
export function deliveredHistory(now: Date, rng: Rng): LoadPlan[] {
  const others = TRANSPORTERS.map((t) => t.key).filter((k) => k !== DEMO_TRANSPORTER_KEY);
  const owners = Object.keys(LANES);
  const plans: LoadPlan[] = [];
  // Too early in the month for a delivery yet: use the seventh month back instead of this one.
  const thisMonthOpen = now.getTime() - lusakaMonthStart(now, 0) > 6 * HOUR;
  DELIVERED_PER_MONTH.forEach((count, back) => {
    const month = back === 0 && !thisMonthOpen ? 6 : back;
    const start = lusakaMonthStart(now, month);
    const [from, to] =
      month === 0
        ? [start + HOUR, now.getTime() - HOUR]
        : [start + DAY, lusakaMonthStart(now, month - 1) - DAY];
    for (let i = 0; i < count; i++) {
      const at = new Date(from + ((i + rng.between(0.2, 0.8)) / count) * (to - from));
      // The demo carrier makes two runs a month; the demo owner ships about a third of the loads.
      const winner = i < 2 ? DEMO_TRANSPORTER_KEY : rng.pick(others);
      const owner = rng.chance(0.35) ? DEMO_OWNER_KEY : rng.pick(owners);
      const rivals = rng
        .shuffle(TRANSPORTERS.map((t) => t.key).filter((k) => k !== winner))
        .slice(0, rng.int(0, 3));
      plans.push({
        owner,
        lane: rng.pick(LANES[owner] ?? []),
        bidders: [winner, ...rivals],
        outcome: { kind: 'shipment', winner, stage: 'DELIVERED', at, skipNear: rng.chance(0.2) },
      });
    }
  });
  return plans;
}
