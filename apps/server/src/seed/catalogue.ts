import type { CargoType, DeliveryCity, PickupCity } from '@njira/domain';

export interface CargoItem {
  type: CargoType;
  description: string;
  /** Typical load in tonnes: [min, max]. */
  tons: readonly [number, number];
  dimensions: string;
  /** Rough market value per tonne in kwacha; null when owners of this cargo rarely state a value. */
  valuePerTonK: number | null;
  insurance: boolean;
  instructions: string | null;
}

const FLATBED = '12m x 2.4m x 2m';
const TAUTLINER = '13.6m x 2.5m x 2.7m';
const CONTAINER = '40ft container (12.2m x 2.4m x 2.6m)';

/** What each kind of owner ships: descriptions that read like real freight. */
export const CARGO = {
  cathodes: {
    type: 'mining',
    description: 'Copper cathodes, strapped bundles on pallets',
    tons: [28, 34],
    dimensions: FLATBED,
    valuePerTonK: 240_000,
    insurance: true,
    instructions: 'Armed escort arranged by us from the plant gate. No overnight stops outside secure yards.',
  },
  concentrate: {
    type: 'mining',
    description: 'Copper concentrate in sealed 2 t bulk bags',
    tons: [30, 34],
    dimensions: FLATBED,
    valuePerTonK: 45_000,
    insurance: false,
    instructions: 'Seals checked at loading and offloading; tarpaulin required.',
  },
  grindingMedia: {
    type: 'mining',
    description: 'Forged steel grinding balls (100 mm) in 1 t drums',
    tons: [26, 30],
    dimensions: FLATBED,
    valuePerTonK: null,
    insurance: false,
    instructions: null,
  },
  quicklime: {
    type: 'mining',
    description: 'Quicklime in 1 t bulk bags for the leach plant',
    tons: [28, 32],
    dimensions: TAUTLINER,
    valuePerTonK: null,
    insurance: false,
    instructions: 'Keep dry: curtain-sider or full tarpaulin cover only.',
  },
  cobalt: {
    type: 'mining',
    description: 'Cobalt hydroxide in sealed 200 L drums',
    tons: [18, 24],
    dimensions: CONTAINER,
    valuePerTonK: 160_000,
    insurance: true,
    instructions: 'Hazchem placards; driver must carry the material safety data sheet.',
  },
  copperRod: {
    type: 'mining',
    description: 'Copper rod coils (8 mm) for cable makers',
    tons: [24, 28],
    dimensions: FLATBED,
    valuePerTonK: 230_000,
    insurance: true,
    instructions: 'Coils chocked and chained; border clearing agent booked at Chirundu.',
  },
  maize: {
    type: 'agricultural',
    description: 'White maize, 50 kg bags',
    tons: [30, 34],
    dimensions: TAUTLINER,
    valuePerTonK: 6_500,
    insurance: false,
    instructions: 'Bags counted at loading; FRA moisture certificate travels with the load.',
  },
  soya: {
    type: 'agricultural',
    description: 'Soya beans, 50 kg bags',
    tons: [28, 32],
    dimensions: TAUTLINER,
    valuePerTonK: 11_000,
    insurance: false,
    instructions: null,
  },
  fertiliser: {
    type: 'agricultural',
    description: 'D-Compound basal fertiliser, 50 kg bags',
    tons: [30, 34],
    dimensions: TAUTLINER,
    valuePerTonK: 16_000,
    insurance: false,
    instructions: 'Off-load at the depot before 16:00; the co-op store closes on Sundays.',
  },
  cottonSeed: {
    type: 'agricultural',
    description: 'Treated cotton planting seed, 25 kg bags',
    tons: [12, 18],
    dimensions: TAUTLINER,
    valuePerTonK: null,
    insurance: false,
    instructions: null,
  },
  cottonLint: {
    type: 'textiles',
    description: 'Cotton lint, 200 kg pressed bales',
    tons: [22, 26],
    dimensions: CONTAINER,
    valuePerTonK: 38_000,
    insurance: true,
    instructions: 'No smoking near the load; bales must stay covered and dry.',
  },
  flour: {
    type: 'food',
    description: 'Wheat flour (breakfast meal), 25 kg bags',
    tons: [26, 30],
    dimensions: TAUTLINER,
    valuePerTonK: null,
    insurance: false,
    instructions: 'Food-grade clean trailer only.',
  },
  cookingOil: {
    type: 'food',
    description: 'Cooking oil in 20 L jerrycans, shrink-wrapped pallets',
    tons: [20, 24],
    dimensions: TAUTLINER,
    valuePerTonK: 35_000,
    insurance: false,
    instructions: null,
  },
  cement: {
    type: 'construction',
    description: 'Portland cement 42.5N, 50 kg bags',
    tons: [32, 34],
    dimensions: FLATBED,
    valuePerTonK: 4_000,
    insurance: false,
    instructions: 'Tarpaulin cover in case of rain.',
  },
  rebar: {
    type: 'construction',
    description: 'Reinforcing steel bars (Y12 and Y16), 12 m lengths',
    tons: [28, 32],
    dimensions: '12.5m x 2.4m x 1.5m',
    valuePerTonK: null,
    insurance: false,
    instructions: 'Overhang flags front and rear.',
  },
  solar: {
    type: 'electronics',
    description: 'Solar panels and inverters, palletised',
    tons: [8, 12],
    dimensions: TAUTLINER,
    valuePerTonK: 75_000,
    insurance: true,
    instructions: 'Fragile: no stacking on top of the panels.',
  },
  tyres: {
    type: 'other',
    description: 'Truck tyres (315/80 R22.5) for retreading',
    tons: [10, 14],
    dimensions: TAUTLINER,
    valuePerTonK: null,
    insurance: false,
    instructions: null,
  },
} as const satisfies Record<string, CargoItem>;

export type CargoKey = keyof typeof CARGO;

export interface Lane {
  from: PickupCity;
  to: DeliveryCity;
  cargo: CargoKey;
}

/** Each owner's usual lanes; the history and the open loads are drawn from these. */
export const LANES: Record<string, readonly Lane[]> = {
  copperbelt: [
    { from: 'Kitwe', to: 'Dar es Salaam Tanzania', cargo: 'cathodes' },
    { from: 'Chingola', to: 'Lusaka', cargo: 'cathodes' },
    { from: 'Ndola', to: 'Kitwe', cargo: 'grindingMedia' },
    { from: 'Lusaka', to: 'Kitwe', cargo: 'quicklime' },
    { from: 'Chingola', to: 'Kitwe', cargo: 'concentrate' },
    { from: 'Ndola', to: 'Harare Zimbabwe', cargo: 'copperRod' },
  ],
  kansanshi: [
    { from: 'Chingola', to: 'Dar es Salaam Tanzania', cargo: 'cathodes' },
    { from: 'Kitwe', to: 'Harare Zimbabwe', cargo: 'cobalt' },
    { from: 'Chingola', to: 'Ndola', cargo: 'concentrate' },
    { from: 'Kitwe', to: 'Ndola', cargo: 'concentrate' },
  ],
  mkushi: [
    { from: 'Lusaka', to: 'Livingstone', cargo: 'maize' },
    { from: 'Ndola', to: 'Lusaka', cargo: 'soya' },
    { from: 'Lusaka', to: 'Harare Zimbabwe', cargo: 'maize' },
    { from: 'Lusaka', to: 'Chipata', cargo: 'fertiliser' },
    { from: 'Lusaka', to: 'Kitwe', cargo: 'flour' },
  ],
  chipata: [
    { from: 'Chipata', to: 'Lusaka', cargo: 'cottonLint' },
    { from: 'Chipata', to: 'Dar es Salaam Tanzania', cargo: 'cottonLint' },
    { from: 'Lusaka', to: 'Chipata', cargo: 'cottonSeed' },
  ],
  kamwala: [
    { from: 'Ndola', to: 'Lusaka', cargo: 'cement' },
    { from: 'Lusaka', to: 'Livingstone', cargo: 'cement' },
    { from: 'Lusaka', to: 'Kitwe', cargo: 'solar' },
    { from: 'Lusaka', to: 'Chipata', cargo: 'cookingOil' },
    { from: 'Kitwe', to: 'Lusaka', cargo: 'rebar' },
    { from: 'Livingstone', to: 'Lusaka', cargo: 'tyres' },
  ],
};

/** Street addresses by town, for fromAddress and toAddress. */
export const ADDRESSES: Record<string, readonly string[]> = {
  Lusaka: [
    'Lusaka South MFEZ, Gate 3',
    'Stand 5012, Mungwi Road Industrial Area, Lusaka',
    'Plot 1123, Lumumba Road, Lusaka',
    'Kafue Road, Makeni, Lusaka',
  ],
  Kitwe: ['Plot 4512, Nkana West Industrial Area, Kitwe', 'Chambishi Road, Kitwe', 'Freedom Avenue, Kitwe'],
  Ndola: [
    'Plot 23, Heavy Industrial Area, Ndola',
    'Bwana Mkubwa, Ndola',
    'Zambia Railways goods yard, Ndola',
  ],
  Livingstone: ['Industrial Area, Mosi-oa-Tunya Road, Livingstone', 'Plot 77, Nakatindi Road, Livingstone'],
  Chipata: ['Lundazi Road, Chipata', 'Plot 15, Umodzi Highway, Chipata'],
  Chingola: ['Nchanga Road, Chingola', 'Plot 9, Kabundi Industrial Area, Chingola'],
  'Dar es Salaam Tanzania': ['Kurasini container terminal, Dar es Salaam', 'Port of Dar es Salaam, Gate 5'],
  'Harare Zimbabwe': ['Workington Industrial Area, Harare', 'Msasa Industrial Area, Harare'],
};

const COPPERBELT = new Set(['Kitwe', 'Ndola', 'Chingola']);

/** A checkpoint about half way, where a truck reports 'In Transit'. */
export function midwayStop(from: string, to: string): string {
  if (to === 'Dar es Salaam Tanzania') return 'Nakonde–Tunduma border post';
  if (to === 'Harare Zimbabwe') return 'Chirundu One-Stop Border Post';
  if (from === 'Chipata' || to === 'Chipata') return 'Luangwa Bridge';
  if (COPPERBELT.has(from) && COPPERBELT.has(to)) return 'Kitwe–Ndola dual carriageway';
  if (COPPERBELT.has(from) || COPPERBELT.has(to)) return 'Kapiri Mposhi weighbridge';
  if (from === 'Livingstone' || to === 'Livingstone') return 'Choma weighbridge';
  return 'Kafue weighbridge';
}

/** A town shortly before the destination, where a truck reports 'Near Destination'. */
export function nearStop(from: string, to: string): string {
  switch (to) {
    case 'Dar es Salaam Tanzania':
      return 'Morogoro, Tanzania';
    case 'Harare Zimbabwe':
      return 'Chinhoyi, Zimbabwe';
    case 'Livingstone':
      return 'Zimba';
    case 'Chipata':
      return 'Katete';
    case 'Lusaka':
      if (from === 'Livingstone') return 'Kafue toll plaza';
      if (from === 'Chipata') return 'Chongwe';
      return 'Chisamba';
    case 'Kitwe':
      return from === 'Chingola' ? 'Garneton, Kitwe' : 'Ndola–Kitwe dual carriageway';
    case 'Ndola':
      return COPPERBELT.has(from) ? 'Kitwe–Ndola dual carriageway' : 'Kafulafuta';
    default:
      return `Outskirts of ${to}`;
  }
}

/** True when the road crosses a border, which adds a day of clearing. */
export function crossesBorder(to: string): boolean {
  return to === 'Dar es Salaam Tanzania' || to === 'Harare Zimbabwe';
}
