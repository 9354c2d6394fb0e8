import { lusakaParts } from '@njira/domain';
import { type CargoKey, LANES, type Lane } from './catalogue.ts';
import type { LoadPlan } from './load-builder.ts';
import { DEMO_OWNER_KEY, DEMO_TRANSPORTER_KEY, TRANSPORTERS } from './people.ts';
import type { Rng } from './random.ts';
import { DAY, HOUR, type ShipmentStage } from './timeline.ts';

function lane(owner: string, from: string, to: string, cargo: CargoKey): Lane {
  const found = LANES[owner]?.find((l) => l.from === from && l.to === to && l.cargo === cargo);
  if (!found) throw new Error(`no lane ${owner}: ${from} → ${to} (${cargo})`);
  return found;
}

type Row = [owner: string, from: string, to: string, cargo: CargoKey, bidders: string[]];

/** Loads open for bids right now: the Available Loads page and the owners' Review Bids. */
const OPEN: [...Row, ageHours: number][] = [
  ['copperbelt', 'Kitwe', 'Dar es Salaam Tanzania', 'cathodes', ['zulu', 'banda', 'lungu', 'mwansa'], 30],
  ['copperbelt', 'Ndola', 'Kitwe', 'grindingMedia', ['mwansa', 'zulu'], 5],
  ['copperbelt', 'Lusaka', 'Kitwe', 'quicklime', ['chanda', 'banda', 'lungu', 'sakala', 'tembo'], 72],
  ['copperbelt', 'Chingola', 'Kitwe', 'concentrate', [], 2],
  // Posted six days ago: expires within two days (the 'expiring soon' count).
  ['copperbelt', 'Ndola', 'Harare Zimbabwe', 'copperRod', ['sakala', 'banda', 'chanda'], 146],
  ['kansanshi', 'Chingola', 'Dar es Salaam Tanzania', 'cathodes', ['zulu', 'chanda', 'lungu'], 96],
  ['kansanshi', 'Kitwe', 'Ndola', 'concentrate', ['mwansa'], 20],
  ['mkushi', 'Lusaka', 'Livingstone', 'maize', ['sakala', 'lungu'], 48],
  ['mkushi', 'Lusaka', 'Chipata', 'fertiliser', ['tembo', 'banda', 'chanda'], 132],
  ['mkushi', 'Lusaka', 'Harare Zimbabwe', 'maize', ['banda', 'lungu', 'zulu', 'tembo'], 12],
  ['chipata', 'Chipata', 'Dar es Salaam Tanzania', 'cottonLint', ['tembo'], 24],
  ['chipata', 'Chipata', 'Lusaka', 'cottonLint', [], 70],
  ['kamwala', 'Ndola', 'Lusaka', 'cement', ['mwansa', 'zulu', 'sakala'], 4],
  ['kamwala', 'Lusaka', 'Kitwe', 'solar', ['banda', 'chanda'], 60],
  ['kamwala', 'Livingstone', 'Lusaka', 'tyres', ['sakala'], 154],
];

/** Past loads nobody was hired for: they ran out their seven days. */
const EXPIRED: [...Row, ageDays: number][] = [
  ['copperbelt', 'Chingola', 'Lusaka', 'cathodes', ['zulu'], 12],
  ['mkushi', 'Ndola', 'Lusaka', 'soya', [], 18],
  ['kamwala', 'Lusaka', 'Chipata', 'cookingOil', ['tembo', 'banda'], 25],
  ['chipata', 'Lusaka', 'Chipata', 'cottonSeed', [], 40],
];

/** Loads their owners withdrew. */
const CANCELLED: [...Row, ageDays: number, cancelledAfterHours: number][] = [
  ['copperbelt', 'Lusaka', 'Kitwe', 'quicklime', ['mwansa'], 9, 30],
  ['kansanshi', 'Kitwe', 'Harare Zimbabwe', 'cobalt', [], 16, 6],
  ['kamwala', 'Kitwe', 'Lusaka', 'rebar', ['lungu', 'chanda'], 3, 20],
];

/** Shipments under way (and two cancelled), each reaching its stage `hoursAgo`; the winner bids first. */
const UNDER_WAY: [...Row, stage: ShipmentStage, hoursAgo: number][] = [
  [
    'copperbelt',
    'Kitwe',
    'Dar es Salaam Tanzania',
    'cathodes',
    ['chanda', 'zulu', 'lungu'],
    'PENDING_PICKUP',
    5,
  ],
  ['mkushi', 'Lusaka', 'Kitwe', 'flour', ['chanda', 'banda'], 'PENDING_PICKUP', 14],
  ['kansanshi', 'Chingola', 'Ndola', 'concentrate', ['zulu', 'mwansa', 'chanda'], 'PENDING_PICKUP', 9],
  ['copperbelt', 'Ndola', 'Kitwe', 'grindingMedia', ['mwansa', 'chanda'], 'AWAITING_PICKUP', 3],
  ['kamwala', 'Ndola', 'Lusaka', 'cement', ['chanda', 'mwansa', 'sakala'], 'AWAITING_PICKUP', 7],
  ['copperbelt', 'Chingola', 'Lusaka', 'cathodes', ['chanda', 'zulu'], 'IN_TRANSIT', 10],
  ['copperbelt', 'Kitwe', 'Dar es Salaam Tanzania', 'cathodes', ['lungu', 'banda', 'zulu'], 'IN_TRANSIT', 30],
  ['chipata', 'Chipata', 'Lusaka', 'cottonLint', ['tembo', 'banda'], 'IN_TRANSIT', 6],
  ['copperbelt', 'Ndola', 'Harare Zimbabwe', 'copperRod', ['zulu', 'sakala', 'chanda'], 'IN_TRANSIT_NEAR', 4],
  ['mkushi', 'Lusaka', 'Harare Zimbabwe', 'maize', ['chanda', 'banda'], 'IN_TRANSIT_NEAR', 2],
  ['copperbelt', 'Lusaka', 'Kitwe', 'quicklime', ['banda', 'chanda'], 'CANCELLED', 48],
  ['kamwala', 'Lusaka', 'Livingstone', 'cement', ['sakala'], 'CANCELLED', 480],
];

/** Deliveries per Lusaka month, this month first: a business growing month on month. */
const DELIVERED_PER_MONTH = [4, 7, 7, 6, 6, 5];

/** The instant a Lusaka calendar month starts (Zambia is UTC+2 all year), `back` months before now's. */
function lusakaMonthStart(now: Date, back: number): number {
  const p = lusakaParts(now)!;
  const index = p.year * 12 + (p.month - 1) - back;
  return Date.UTC(Math.floor(index / 12), index % 12, 1) - 2 * HOUR;
}

/** Six months of completed deliveries, so earnings, revenue and analytics have real numbers. */
function deliveredHistory(now: Date, rng: Rng): LoadPlan[] {
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

/** Every load of the demo marketplace, dated relative to `now`. */
export function marketplacePlan(now: Date, rng: Rng): LoadPlan[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
    ...deliveredHistory(now, rng),
    ...UNDER_WAY.map(([owner, from, to, cargo, bidders, stage, hoursAgo]) => ({
      owner,
      lane: lane(owner, from, to, cargo),
      bidders,
      outcome: {
        kind: 'shipment' as const,
        winner: bidders[0] as string,
        stage,
        at: ago(hoursAgo * HOUR),
      },
    })),
    ...EXPIRED.map(([owner, from, to, cargo, bidders, days]) => ({
      owner,
      lane: lane(owner, from, to, cargo),
      bidders,
      outcome: { kind: 'expired' as const, postedAt: ago(days * DAY + rng.between(0, 8) * HOUR) },
    })),
    ...CANCELLED.map(([owner, from, to, cargo, bidders, days, after]) => ({
      owner,
      lane: lane(owner, from, to, cargo),
      bidders,
      outcome: {
        kind: 'cancelled' as const,
        postedAt: ago(days * DAY + rng.between(0, 8) * HOUR),
        cancelledAfterHours: after,
      },
    })),
    ...OPEN.map(([owner, from, to, cargo, bidders, hours]) => ({
      owner,
      lane: lane(owner, from, to, cargo),
      bidders,
      outcome: { kind: 'open' as const, postedAt: ago(hours * HOUR) },
    })),
  ];
}
