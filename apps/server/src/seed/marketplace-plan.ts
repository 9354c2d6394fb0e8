import { type CargoKey, LANES, type Lane } from './catalogue.ts';
import { deliveredHistory } from './delivered-history.ts';
import type { LoadPlan } from './load-builder.ts';
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

/**
 * Shipments added with the money (issue 26), so that payments come in every state: two more waiting
 * for pickup and one more cancelled. Built after every other load, so those come out as before.
 */
const MORE_UNDER_WAY: [...Row, stage: ShipmentStage, hoursAgo: number][] = [
  ['kamwala', 'Lusaka', 'Kitwe', 'solar', ['banda', 'chanda'], 'PENDING_PICKUP', 20],
  ['chipata', 'Chipata', 'Lusaka', 'cottonLint', ['tembo', 'sakala'], 'PENDING_PICKUP', 26],
  ['mkushi', 'Lusaka', 'Chipata', 'fertiliser', ['tembo', 'banda'], 'CANCELLED', 30],
];

function underWay(
  [owner, from, to, cargo, bidders, stage, hoursAgo]: [...Row, stage: ShipmentStage, hoursAgo: number],
  now: Date,
): LoadPlan {
  return {
    owner,
    lane: lane(owner, from, to, cargo),
    bidders,
    outcome: {
      kind: 'shipment' as const,
      winner: bidders[0] as string,
      stage,
      at: new Date(now.getTime() - hoursAgo * HOUR),
    },
  };
}

/** Every load of the demo marketplace, dated relative to `now`. */
export function marketplacePlan(now: Date, rng: Rng): LoadPlan[] {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return [
    ...deliveredHistory(now, rng),
    ...UNDER_WAY.map((row) => underWay(row, now)),
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
    ...MORE_UNDER_WAY.map((row) => underWay(row, now)),
  ];
}
