// The marketplace `npm run bench:admin` bulk-loads, as COPY text rows generated one at a time: every
// row is a pure function of its index (a seeded random source per load, ids hashed from the index),
// so a row can be made again in any pass (the quotes, the bids, the shipments, the log) without
// holding the 1,000,000 loads in memory, and every run loads the same marketplace (only the dates
// move with the time of the run).
//
// It is built from the demo seed's own parts (apps/server/src/seed: cargo catalogue, lanes,
// addresses, budget, bid notes, shipment timeline, checkpoints; the activity log's wording in
// apps/server/src/activity) and the domain's rules (cities and road distances, cargo text, expiry,
// suggested days, money), so it reads like the demo marketplace, only larger:
//
// - users: 12,000 transporters and 8,000 cargo owners, signed up evenly over the last 13 months;
//   1.5% suspended (when the schema has users.status).
// - loads: 1,000,000 ACCEPTED, one behind each shipment (shipments.quote_id is unique), accepted
//   over the last 12 months, more each month (the density triples from the first month to the
//   last); plus 300,000 that never became a shipment, posted over the same 12 months: ACTIVE when
//   posted in the last 7 days (8% of those CANCELLED), older ones EXPIRED (75%) or CANCELLED.
// - bids: 1–3 on an accepted load (the cheapest wins 3 times out of 4), 0–5 on an open one, 0–3
//   on an expired one, 0–2 on a cancelled one; distinct transporters, each under the budget.
// - shipments: the stage is where the accepted load's timeline stands now (most older ones are
//   DELIVERED), 6% cancelled before pickup; a fifth of the picked-up ones carry the older
//   spelling PICKED_UP, so that every status occurs.
// - ratings: the owner rates 40% of delivered shipments, the transporter 25%.
// - activities: the complete log of everything above (sign-ups, loads posted, bids, acceptances,
//   stage changes, deliveries, cancellations, ratings, suspensions) from a cut-off chosen so that
//   the log holds exactly ACTIVITY_ROWS rows, as if the log had been switched on then.
// - shipment_progress is not loaded: no admin aggregate reads it.
import {
  type CargoType,
  cargoText,
  DELIVERY_CITIES,
  PICKUP_CITIES,
  quoteExpiresAt,
  roadDistanceKm,
  type StageId,
  stageById,
  suggestedDays,
  toNgwee,
} from '@njira/domain';
import {
  bidAccepted,
  bidPlaced,
  quoteCancelled,
  quotePosted,
} from '../../apps/server/src/activity/quote-entries.ts';
import {
  lastUpdateText,
  shipmentCancelled,
  shipmentProgressed,
  shipmentRated,
} from '../../apps/server/src/activity/shipment-entries.ts';
import { userSignedUp, userStatusChanged } from '../../apps/server/src/activity/user-entries.ts';
import type { ActivityInput } from '../../apps/server/src/db/queries/activities.ts';
import { BID_NOTES } from '../../apps/server/src/seed/bid-builder.ts';
import {
  ADDRESSES,
  CARGO,
  type CargoKey,
  crossesBorder,
  LANES,
  midwayStop,
  nearStop,
} from '../../apps/server/src/seed/catalogue.ts';
import { budgetKwacha } from '../../apps/server/src/seed/quote-builder.ts';
import { Rng } from '../../apps/server/src/seed/random.ts';
import {
  plannedDelivery,
  STAGE_ORDER,
  shipmentTimeline,
  travelHours,
} from '../../apps/server/src/seed/timeline.ts';

export const TRANSPORTERS = 12_000;
export const OWNERS = 8_000;
/** BENCH_ADMIN_SCALE (e.g. 0.01) shrinks the loads and the log, to try the benchmark quickly. */
export const SCALE = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('BENCH_ADMIN_SCALE must be in (0, 1]');
export const SHIPMENTS = Math.round(1_000_000 * SCALE);
export const OTHER_QUOTES = Math.round(300_000 * SCALE);
export const ACTIVITY_ROWS = Math.round(2_000_000 * SCALE);

/** The platform's share, for the ledger rows the load posts (load.mjs). */
export { PLATFORM_FEE_RATE } from '@njira/domain';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USERS_FROM_DAYS = 395;
const MARKET_DAYS = 365;

export interface World {
  now: number;
  /** The admin the server made from ADMIN_EMAIL (suspensions are filed by this admin). */
  admin: { id: string; fullName: string };
  /** One argon2 hash for every loaded user (of BENCH_USER_PASSWORD, signed up through the API). */
  passwordHash: string;
  /** The schema has users.status (migration 0005). */
  userStatus: boolean;
  /** The activity types the schema knows (USER_SUSPENDED, USER_REACTIVATED once 0005 is in). */
  activityTypes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Ids and COPY text

function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (w: number) => HEX[w >>> 24]! + HEX[(w >>> 16) & 255]! + HEX[(w >>> 8) & 255]! + HEX[w & 255]!;
const hex16 = (w: number) => HEX[(w >>> 8) & 255]! + HEX[w & 255]!;

/**
 * A version-4-shaped UUID from (tag, index): the first word is a bijection of tag·2²⁴ + index, so
 * ids never collide for index < 2²⁴; the rest look random, as gen_random_uuid()'s do.
 */
export function uid(tag: number, index: number): string {
  const seed = tag * 16_777_216 + index;
  const w0 = mix32(seed);
  const w1 = (mix32(seed ^ 0x5bd1e995) & 0xffff0fff) | 0x00004000;
  const w2 = ((mix32(seed + 0x27d4eb2f) & 0x3fffffff) | 0x80000000) >>> 0;
  const w3 = mix32(seed * 3 + 0x165667b1);
  return `${hex32(w0)}-${hex16(w1 >>> 16)}-${hex16(w1)}-${hex16(w2 >>> 16)}-${hex16(w2)}${hex32(w3)}`;
}
const TAG = { user: 1, quote: 2, otherQuote: 3, bid: 4, otherBid: 5, shipment: 6, rating: 7, activity: 8 };

const NULL = '\\N';
/** A value in COPY's text format: \N for null; backslash, tab, newline and CR escaped. */
function cell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return NULL;
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v)
    ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : v;
}
const ts = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? NULL : new Date(ms).toISOString();
const line = (cells: string[]) => `${cells.join('\t')}\n`;

/** How a uniform u in [0, 1) lands on [0, 1) when activity grows linearly to 3× over the span. */
function growth(u: number): number {
  return (-1 + Math.sqrt(1 + 8 * u)) / 2;
}

// ---------------------------------------------------------------------------------------------
// People

const FIRST = [
  'Mwila',
  'Chanda',
  'Natasha',
  'Joseph',
  'Thandiwe',
  'Bwalya',
  'Mutale',
  'Chileshe',
  'Kennedy',
  'Patrick',
  'Grace',
  'Mercy',
  'Emmanuel',
  'Lweendo',
  'Musonda',
  'Nchimunya',
  'Kondwani',
  'Chipo',
  'Taonga',
  'Mulenga',
  'Memory',
  'Precious',
  'Brian',
  'Felix',
  'Ruth',
  'Esther',
  'Moses',
  'Given',
  'Alice',
  'Chisomo',
];
const LAST = [
  'Banda',
  'Phiri',
  'Mwale',
  'Tembo',
  'Zulu',
  'Mumba',
  'Chileshe',
  'Mulenga',
  'Lungu',
  'Daka',
  'Sakala',
  'Ngoma',
  'Mwansa',
  'Kapata',
  'Chisanga',
  'Musonda',
  'Hamoonga',
  'Siame',
  'Nyirenda',
  'Kabwe',
  'Mbewe',
  'Simukonda',
  'Kasonde',
  'Chomba',
  'Bwalya',
  'Habeenzu',
  'Moonga',
  'Kalaba',
  'Mutale',
  'Sichone',
];
const HAULIER = ['Haulage', 'Logistics', 'Transport', 'Freight', 'Carriers', 'Trucking'];
const SHIPPER = ['Trading', 'Mining Supplies', 'Agro', 'Milling', 'Building Supplies', 'Cotton', 'Minerals'];
const TOWNS = ['Lusaka', 'Kitwe', 'Ndola', 'Chingola', 'Livingstone', 'Chipata', 'Kabwe', 'Solwezi'];
const VEHICLES = ['Flatbed trailer', 'Tautliner', 'Interlink', 'Tipper', 'Container carrier', 'Tanker'];
const PLATE = 'ABCDEFGHJKLMNPRSTUVWXZ';

export interface Person {
  index: number;
  id: string;
  role: 'transporter' | 'cargo-owner';
  fullName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  address: string;
  licenseNumber: string | null;
  vehicleTypes: string[];
  createdAt: number;
  status: 'active' | 'suspended';
  /** Suspended (and, when reactivatedAt is set, reactivated) by the admin at these times. */
  suspendedAt: number | null;
  reactivatedAt: number | null;
}

const userStart = (w: World) => w.now - USERS_FROM_DAYS * DAY;
const userSpan = (USERS_FROM_DAYS - 1) * DAY;

/** User k: transporters first (k < TRANSPORTERS), then cargo owners; each side signed up evenly over time. */
export function person(w: World, k: number): Person {
  const transporter = k < TRANSPORTERS;
  const r = transporter ? k : k - TRANSPORTERS;
  const n = transporter ? TRANSPORTERS : OWNERS;
  const rng = new Rng(0x0b0a_0000 + k);
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const town = rng.pick(TOWNS);
  const createdAt = userStart(w) + ((r + rng.next()) / n) * userSpan;
  const companyName = transporter
    ? `${last} ${rng.pick(HAULIER)} ${r + 1}`
    : `${town} ${rng.pick(SHIPPER)} ${r + 1} Ltd`;
  const fate = rng.next();
  const suspended = w.userStatus && fate < 0.015;
  const reactivated = w.userStatus && !suspended && fate < 0.02;
  const suspendedAt =
    suspended || reactivated ? createdAt + (w.now - createdAt) * rng.between(0.3, 0.9) : null;
  return {
    index: k,
    id: uid(TAG.user, k),
    role: transporter ? 'transporter' : 'cargo-owner',
    fullName: `${first} ${last}`,
    companyName,
    email: `${first}.${last}.${transporter ? 't' : 'o'}${r + 1}@bench.njira.test`.toLowerCase(),
    phoneNumber: `+260 9${rng.int(5, 7)} ${String(rng.int(100, 999))} ${String(rng.int(1000, 9999))}`,
    address: `Plot ${rng.int(1, 9999)}, ${town}`,
    licenseNumber: transporter ? `RTSA-HGV-${100000 + r}` : null,
    vehicleTypes: transporter ? [...new Set([rng.pick(VEHICLES), rng.pick(VEHICLES)])] : [],
    createdAt,
    status: suspended ? 'suspended' : 'active',
    suspendedAt,
    reactivatedAt:
      reactivated && suspendedAt !== null
        ? suspendedAt + (w.now - suspendedAt) * rng.between(0.1, 0.9)
        : null,
  };
}

/** Every user, made once (20,000 small objects; the loads refer to them by index). */
export function people(w: World): Person[] {
  return Array.from({ length: TRANSPORTERS + OWNERS }, (_, k) => person(w, k));
}

/** The highest index (within a side of n users) already signed up at `t`. */
function signedUpBy(w: World, t: number, n: number): number {
  return Math.max(5, Math.min(n - 1, Math.floor(((t - userStart(w)) / userSpan) * n) - 1));
}

const actor = (p: Person) => ({ id: p.id, role: p.role, fullName: p.fullName, companyName: p.companyName });

export function userRow(w: World, p: Person): string {
  const cells = [
    p.id,
    cell(p.email),
    cell(w.passwordHash),
    cell(p.fullName),
    cell(p.companyName),
    cell(p.phoneNumber),
    p.role,
    cell(p.address),
    NULL,
    cell(p.licenseNumber),
    `{${p.vehicleTypes.map((v) => `"${v}"`).join(',')}}`,
    ts(p.createdAt),
    ts(p.reactivatedAt ?? p.suspendedAt ?? p.createdAt),
  ];
  if (w.userStatus) cells.push(p.status);
  return line(cells);
}
export const userColumns = (w: World) => [
  'id',
  'email',
  'password_hash',
  'full_name',
  'company_name',
  'phone_number',
  'role',
  'address',
  'bio',
  'license_number',
  'vehicle_types',
  'created_at',
  'updated_at',
  ...(w.userStatus ? ['status'] : []),
];

// ---------------------------------------------------------------------------------------------
// Loads

const ALL_LANES = Object.values(LANES).flat();
const CARGO_KEYS = Object.keys(CARGO) as CargoKey[];
const STARS = [3, 4, 4, 4, 5, 5, 5, 5, 5] as const;

interface Quote {
  id: string;
  owner: Person;
  status: 'ACTIVE' | 'ACCEPTED' | 'EXPIRED' | 'CANCELLED';
  cargo: string;
  cargoType: CargoType;
  cargoDescription: string;
  fromLocation: string;
  fromAddress: string;
  toLocation: string;
  toAddress: string;
  weightKg: number;
  distanceKm: number;
  dimensions: string;
  pickupDate: number;
  deliveryDate: number;
  expiresAt: number;
  estimatedValueNgwee: number | null;
  maxBudgetNgwee: number;
  budget: number;
  insuranceRequired: boolean;
  specialInstructions: string | null;
  createdAt: number;
  updatedAt: number;
  /** Set when cancelled: when. */
  cancelledAt: number | null;
}

interface Bid {
  id: string;
  transporter: Person;
  amountNgwee: number;
  estimatedDays: number;
  notes: string | null;
  isAccepted: boolean;
  createdAt: number;
}

interface Shipment {
  id: string;
  status: string;
  progress: number;
  /** Stage events reached, oldest first (PENDING_PICKUP first). */
  reached: { stage: StageId; at: number; location: string | null }[];
  cancelledAt: number | null;
  pickupDate: number;
  deliveryDate: number;
  estimatedDeliveryDate: number;
  completedAt: number | null;
  lastUpdate: string;
  lastUpdateTime: number;
  driverName: string | null;
  driverPhone: string | null;
  truckNumber: string | null;
  createdAt: number;
  updatedAt: number;
  winner: Bid;
  ratings: {
    id: string;
    rater: Person;
    ratee: Person;
    stars: number;
    comment: string | null;
    createdAt: number;
  }[];
}

export interface Load {
  quote: Quote;
  bids: Bid[];
  shipment: Shipment | null;
}

/** What the owner ships and where: a lane of the demo owners 60% of the time, any two cities otherwise. */
function pickLane(rng: Rng): { from: string; to: string; item: (typeof CARGO)[CargoKey] } {
  if (rng.chance(0.6)) {
    const lane = rng.pick(ALL_LANES);
    return { from: lane.from, to: lane.to, item: CARGO[lane.cargo] };
  }
  const from = rng.pick(PICKUP_CITIES);
  let to: string = rng.pick(DELIVERY_CITIES);
  if (to === from) to = from === 'Lusaka' ? 'Kitwe' : 'Lusaka';
  return { from, to, item: CARGO[rng.pick(CARGO_KEYS)] };
}

function newQuote(
  w: World,
  rng: Rng,
  id: string,
  posted: number,
  persons: Person[],
): Omit<Quote, 'status' | 'pickupDate' | 'deliveryDate' | 'updatedAt' | 'cancelledAt'> {
  const { from, to, item } = pickLane(rng);
  const distance = roadDistanceKm(from, to)!;
  const tons = rng.int(item.tons[0] * 10, item.tons[1] * 10) / 10;
  const budget = budgetKwacha(distance, tons, to, rng);
  const statesValue = item.valuePerTonK !== null && (item.insurance || rng.chance(0.25));
  const estimatedValue = statesValue
    ? Math.round(((item.valuePerTonK ?? 0) * tons * rng.between(0.9, 1.1)) / 1_000) * 1_000
    : null;
  const owner = persons[TRANSPORTERS + rng.int(0, signedUpBy(w, posted, OWNERS))]!;
  return {
    id,
    owner,
    cargo: cargoText(item.type, item.description),
    cargoType: item.type,
    cargoDescription: item.description,
    fromLocation: from,
    fromAddress: rng.pick(ADDRESSES[from] ?? [from]),
    toLocation: to,
    toAddress: rng.pick(ADDRESSES[to] ?? [to]),
    weightKg: Math.round(tons * 1000),
    distanceKm: distance,
    dimensions: item.dimensions,
    expiresAt: quoteExpiresAt(new Date(posted)).getTime(),
    estimatedValueNgwee: estimatedValue === null ? null : toNgwee(estimatedValue),
    maxBudgetNgwee: toNgwee(budget),
    budget,
    insuranceRequired: item.insurance,
    specialInstructions: item.instructions,
    createdAt: posted,
  };
}

/** n bids from distinct transporters signed up by the time of posting, spread over the bidding window. */
function placeBids(
  w: World,
  rng: Rng,
  q: Pick<Quote, 'budget' | 'distanceKm' | 'toLocation' | 'createdAt'>,
  n: number,
  closedAt: number,
  idOf: (j: number) => string,
  persons: Person[],
): Bid[] {
  const pool = signedUpBy(w, q.createdAt, TRANSPORTERS) + 1;
  const base = rng.int(0, pool - 1);
  const stride = rng.int(1, 40);
  const border = crossesBorder(q.toLocation);
  const from = q.createdAt + 20 * 60_000;
  const span = closedAt - 5 * 60_000 - from;
  // No transporter bids in a load's first 20 minutes, nor in the last 5 before it closed.
  if (span <= 0) return [];
  const bids: Bid[] = [];
  for (let j = 0; j < n; j++) {
    bids.push({
      id: idOf(j),
      transporter: persons[(base + j * stride) % pool]!,
      amountNgwee: toNgwee(Math.round((q.budget * rng.between(0.74, 0.97)) / 50) * 50),
      estimatedDays: Math.min(30, suggestedDays(q.distanceKm) + (border ? 1 : 0) + rng.int(0, 2)),
      notes: rng.pick(BID_NOTES),
      isAccepted: false,
      createdAt: from + rng.next() * span,
    });
  }
  return bids;
}

/** Load q (0 ≤ q < SHIPMENTS): accepted, with its shipment. Accepted times grow with q. */
export function shipmentLoad(w: World, q: number, persons: Person[]): Load {
  const rng = new Rng(0x5a1e_0000 ^ mix32(q));
  const first = w.now - MARKET_DAYS * DAY;
  const acceptedAt = first + growth((q + rng.next()) / SHIPMENTS) * (MARKET_DAYS * DAY - 6 * HOUR);
  // The lane first (the timeline needs its distance), then the timeline, then the rest of the load.
  const laneRng = new Rng(0x1a4e_0000 ^ mix32(q));
  const { from, to } = pickLane(laneRng);
  const distance = roadDistanceKm(from, to)!;
  const timeline = shipmentTimeline('PENDING_PICKUP', new Date(acceptedAt), distance, to, rng);
  const posted = timeline.posted.getTime();
  const base = newQuote(w, new Rng(0x1a4e_0000 ^ mix32(q)), uid(TAG.quote, q), posted, persons);
  const quote: Quote = {
    ...base,
    status: 'ACCEPTED',
    pickupDate: timeline.pickupDate.getTime(),
    deliveryDate: timeline.deliveryDate.getTime(),
    updatedAt: acceptedAt,
    cancelledAt: null,
  };
  const bids = placeBids(w, rng, quote, rng.int(1, 3), acceptedAt, (j) => uid(TAG.bid, q * 4 + j), persons);
  // Owners usually take the cheapest bid, but not always.
  let winner = bids[0]!;
  if (rng.chance(0.75)) for (const b of bids) if (b.amountNgwee < winner.amountNgwee) winner = b;
  winner.isAccepted = true;

  const events = timeline.events;
  const pickupAt = events.AWAITING_PICKUP.getTime();
  let cancelledAt: number | null = null;
  if (rng.chance(0.06)) {
    const at = acceptedAt + (pickupAt - acceptedAt) * rng.between(0.2, 0.9);
    if (at <= w.now) cancelledAt = at;
  }
  const locationOf = (stage: StageId): string | null => {
    switch (stage) {
      case 'PENDING_PICKUP':
        return null;
      case 'AWAITING_PICKUP':
        return quote.fromAddress;
      case 'IN_TRANSIT':
        return midwayStop(from, to);
      case 'IN_TRANSIT_NEAR':
        return nearStop(from, to);
      default:
        return quote.toAddress;
    }
  };
  const reached: Shipment['reached'] = [];
  for (const stage of STAGE_ORDER) {
    const at = events[stage].getTime();
    if (stage !== 'PENDING_PICKUP' && (cancelledAt !== null || at > w.now)) break;
    reached.push({ stage, at, location: locationOf(stage) });
  }
  const last = reached[reached.length - 1]!;
  const stage = stageById(last.stage)!;
  const delivered = last.stage === 'DELIVERED' ? last.at : null;
  let status: string = cancelledAt !== null ? 'CANCELLED' : stage.status;
  // The server writes AWAITING_PICKUP; older records say PICKED_UP (statuses.ts counts both).
  if (status === 'AWAITING_PICKUP' && rng.chance(0.2)) status = 'PICKED_UP';
  const withDriver = reached.length > 1 || (cancelledAt === null && rng.chance(0.5));
  const driver = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const plate = `${rng.pick([...PLATE])}${rng.pick([...PLATE])}${rng.pick([...PLATE])} ${rng.int(1000, 9999)}`;
  const phone = `+260 97 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const updatedAt = cancelledAt ?? last.at;
  const id = uid(TAG.shipment, q);
  const ratings: Shipment['ratings'] = [];
  if (delivered !== null) {
    const sides: [Person, Person, number][] = [
      [quote.owner, winner.transporter, 0.4],
      [winner.transporter, quote.owner, 0.25],
    ];
    sides.forEach(([rater, ratee, chance], side) => {
      if (!rng.chance(chance)) return;
      ratings.push({
        id: uid(TAG.rating, q * 2 + side),
        rater,
        ratee,
        stars: rng.pick(STARS),
        comment: rng.chance(0.4) ? 'Good service, as agreed.' : null,
        createdAt: Math.min(w.now, delivered + rng.int(1, 48) * HOUR),
      });
    });
  }
  const shipment: Shipment = {
    id,
    status,
    progress: cancelledAt !== null ? 10 : stage.progress,
    reached,
    cancelledAt,
    pickupDate: quote.pickupDate,
    deliveryDate: quote.deliveryDate,
    estimatedDeliveryDate: quote.pickupDate + winner.estimatedDays * DAY,
    completedAt: delivered,
    lastUpdate:
      cancelledAt !== null
        ? 'Cancelled'
        : last.stage === 'PENDING_PICKUP'
          ? 'Shipment created'
          : lastUpdateText(stage.label, last.location),
    lastUpdateTime: updatedAt,
    driverName: withDriver ? driver : null,
    driverPhone: withDriver ? phone : null,
    truckNumber: withDriver ? plate : null,
    createdAt: acceptedAt,
    updatedAt,
    winner,
    ratings,
  };
  return { quote, bids, shipment };
}

/** Load j (0 ≤ j < OTHER_QUOTES): never accepted; open when posted in the last 7 days. */
export function otherLoad(w: World, j: number, persons: Person[]): Load {
  const rng = new Rng(0x07e4_0000 ^ mix32(j));
  const first = w.now - MARKET_DAYS * DAY;
  const posted = first + growth((j + rng.next()) / OTHER_QUOTES) * (MARKET_DAYS * DAY - 10 * 60_000);
  const base = newQuote(w, rng, uid(TAG.otherQuote, j), posted, persons);
  const open = base.expiresAt > w.now;
  const cancelled = rng.chance(open ? 0.08 : 0.25);
  const status = cancelled ? 'CANCELLED' : open ? 'ACTIVE' : 'EXPIRED';
  const cancelledAt = cancelled
    ? Math.min(w.now - 60_000, posted + (Math.min(w.now, base.expiresAt) - posted) * rng.between(0.1, 0.9))
    : null;
  const planned = posted + rng.int(3, 8) * DAY;
  const pickup = Math.floor(Math.max(planned, status === 'ACTIVE' ? w.now + DAY : 0) / HOUR) * HOUR;
  const delivery = plannedDelivery(
    new Date(pickup),
    travelHours(base.distanceKm, base.toLocation),
    rng,
  ).getTime();
  const closedAt = cancelledAt ?? (status === 'ACTIVE' ? w.now - 10 * 60_000 : base.expiresAt);
  const quote: Quote = {
    ...base,
    status,
    pickupDate: pickup,
    deliveryDate: delivery,
    updatedAt: status === 'ACTIVE' ? posted : closedAt,
    cancelledAt,
  };
  const n = rng.int(0, status === 'ACTIVE' ? 5 : status === 'EXPIRED' ? 3 : 2);
  const bids = placeBids(w, rng, quote, n, closedAt, (k) => uid(TAG.otherBid, j * 8 + k), persons);
  return { quote, bids, shipment: null };
}

// ---------------------------------------------------------------------------------------------
// Rows

export const quoteColumns = [
  'id',
  'owner_id',
  'status',
  'cargo',
  'cargo_type',
  'cargo_description',
  'from_location',
  'from_address',
  'to_location',
  'to_address',
  'weight_kg',
  'distance_km',
  'dimensions',
  'pickup_date',
  'delivery_date',
  'expires_at',
  'estimated_value_ngwee',
  'max_budget_ngwee',
  'insurance_required',
  'special_instructions',
  'created_at',
  'updated_at',
  'bid_count',
];
export function quoteRow({ quote: q, bids }: Load): string {
  return line([
    q.id,
    q.owner.id,
    q.status,
    cell(q.cargo),
    q.cargoType,
    cell(q.cargoDescription),
    cell(q.fromLocation),
    cell(q.fromAddress),
    cell(q.toLocation),
    cell(q.toAddress),
    cell(q.weightKg),
    cell(q.distanceKm),
    cell(q.dimensions),
    ts(q.pickupDate),
    ts(q.deliveryDate),
    ts(q.expiresAt),
    cell(q.estimatedValueNgwee),
    cell(q.maxBudgetNgwee),
    cell(q.insuranceRequired),
    cell(q.specialInstructions),
    ts(q.createdAt),
    ts(q.updatedAt),
    cell(bids.length),
  ]);
}

export const bidColumns = [
  'id',
  'quote_id',
  'transporter_id',
  'amount_ngwee',
  'estimated_days',
  'notes',
  'is_accepted',
  'created_at',
];
export function bidRows({ quote, bids }: Load): string {
  let out = '';
  for (const b of bids) {
    out += line([
      b.id,
      quote.id,
      b.transporter.id,
      cell(b.amountNgwee),
      cell(b.estimatedDays),
      cell(b.notes),
      cell(b.isAccepted),
      ts(b.createdAt),
    ]);
  }
  return out;
}

export const shipmentColumns = [
  'id',
  'quote_id',
  'bid_id',
  'owner_id',
  'transporter_id',
  'status',
  'amount_ngwee',
  'cargo',
  'cargo_type',
  'cargo_description',
  'from_location',
  'from_address',
  'to_location',
  'to_address',
  'weight_kg',
  'distance_km',
  'dimensions',
  'progress',
  'pickup_date',
  'delivery_date',
  'estimated_delivery_date',
  'actual_delivery_date',
  'completed_at',
  'eta',
  'last_update',
  'last_update_time',
  'driver_name',
  'driver_phone',
  'truck_number',
  'created_at',
  'updated_at',
];
export function shipmentRow({ quote: q, shipment: s }: Load): string {
  if (!s) return '';
  return line([
    s.id,
    q.id,
    s.winner.id,
    q.owner.id,
    s.winner.transporter.id,
    s.status,
    cell(s.winner.amountNgwee),
    cell(q.cargo),
    q.cargoType,
    cell(q.cargoDescription),
    cell(q.fromLocation),
    cell(q.fromAddress),
    cell(q.toLocation),
    cell(q.toAddress),
    cell(q.weightKg),
    cell(q.distanceKm),
    cell(q.dimensions),
    cell(s.progress),
    ts(s.pickupDate),
    ts(s.deliveryDate),
    ts(s.estimatedDeliveryDate),
    ts(s.completedAt),
    ts(s.completedAt),
    ts(s.deliveryDate),
    cell(s.lastUpdate),
    ts(s.lastUpdateTime),
    cell(s.driverName),
    cell(s.driverPhone),
    cell(s.truckNumber),
    ts(s.createdAt),
    ts(s.updatedAt),
  ]);
}

export const ratingColumns = ['id', 'shipment_id', 'rater_id', 'ratee_id', 'stars', 'comment', 'created_at'];
export function ratingRows({ shipment: s }: Load): string {
  if (!s) return '';
  let out = '';
  for (const r of s.ratings) {
    out += line([r.id, s.id, r.rater.id, r.ratee.id, cell(r.stars), cell(r.comment), ts(r.createdAt)]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The activity log

/** An entry and when it happened; `make` words it (only for the entries that are kept). */
export interface LogEvent {
  at: number;
  make: () => ActivityInput;
}

export function userEvents(w: World, p: Person): LogEvent[] {
  const out: LogEvent[] = [{ at: p.createdAt, make: () => userSignedUp(actor(p), new Date(p.createdAt)) }];
  const admin = { id: w.admin.id, role: 'admin' as const, fullName: w.admin.fullName, companyName: 'Njira' };
  if (p.suspendedAt !== null && w.activityTypes.includes('USER_SUSPENDED')) {
    const at = p.suspendedAt;
    out.push({ at, make: () => userStatusChanged(actor(p), 'suspended', admin, new Date(at)) });
  }
  if (p.reactivatedAt !== null && w.activityTypes.includes('USER_REACTIVATED')) {
    const at = p.reactivatedAt;
    out.push({ at, make: () => userStatusChanged(actor(p), 'active', admin, new Date(at)) });
  }
  return out;
}

/** Every entry the services would have written for this load, as the demo seed words them. */
export function loadEvents({ quote: q, bids, shipment: s }: Load): LogEvent[] {
  const load = {
    id: q.id,
    cargo: q.cargo,
    fromLocation: q.fromLocation,
    toLocation: q.toLocation,
    weightKg: q.weightKg,
  };
  const owner = actor(q.owner);
  const out: LogEvent[] = [
    { at: q.createdAt, make: () => quotePosted(load, q.budget, owner, new Date(q.createdAt)) },
  ];
  for (const b of bids) {
    out.push({
      at: b.createdAt,
      make: () => bidPlaced(load, b.amountNgwee / 100, actor(b.transporter), new Date(b.createdAt)),
    });
  }
  if (q.cancelledAt !== null) {
    const at = q.cancelledAt;
    out.push({ at, make: () => quoteCancelled(load, owner, new Date(at)) });
  }
  if (!s) return out;
  const amount = s.winner.amountNgwee / 100;
  const facts = { id: s.id, quoteId: q.id, amount, fromLocation: q.fromLocation, toLocation: q.toLocation };
  const accepted = bidAccepted({
    load,
    shipmentId: s.id,
    amount,
    owner,
    transporterCompany: s.winner.transporter.companyName,
    createdAt: new Date(s.createdAt),
  });
  out.push({ at: s.createdAt, make: () => accepted[0]! }, { at: s.createdAt + 1, make: () => accepted[1]! });
  for (const e of s.reached.slice(1)) {
    const stage = stageById(e.stage)!;
    out.push({
      at: e.at,
      make: () =>
        shipmentProgressed(
          { ...facts, status: stage.status, progress: stage.progress },
          actor(s.winner.transporter),
          stage.label,
          new Date(e.at),
        ),
    });
  }
  if (s.cancelledAt !== null) {
    const at = s.cancelledAt;
    out.push({
      at,
      make: () => shipmentCancelled({ ...facts, status: 'CANCELLED', progress: 10 }, owner, new Date(at)),
    });
  }
  for (const r of s.ratings) {
    out.push({
      at: r.createdAt,
      make: () =>
        shipmentRated(
          { id: s.id, quoteId: q.id },
          actor(r.rater),
          r.ratee.companyName,
          r.stars,
          new Date(r.createdAt),
        ),
    });
  }
  return out;
}

export const activityColumns = [
  'id',
  'type',
  'description',
  'actor_id',
  'actor_name',
  'quote_id',
  'shipment_id',
  'metadata',
  'created_at',
];
export function activityRow(index: number, a: ActivityInput): string {
  return line([
    uid(TAG.activity, index),
    a.type,
    cell(a.description),
    cell(a.actorId),
    cell(a.actorName),
    cell(a.quoteId),
    cell(a.shipmentId),
    cell(JSON.stringify(a.metadata ?? {})),
    ts(a.createdAt?.getTime()),
  ]);
}

/** The first load index whose events can reach `t` (accepted times grow with the index; a load's
 * events end within 30 days of its acceptance). */
export function firstShipmentLoadFrom(w: World, t: number): number {
  const first = w.now - MARKET_DAYS * DAY;
  const x = Math.max(0, (t - 30 * DAY - first) / (MARKET_DAYS * DAY));
  // growth() inverted: u = (x + x²)/2 … less one load for the jitter.
  return Math.max(0, Math.floor(((x + x * x) / 2) * SHIPMENTS) - 1);
}
export function firstOtherLoadFrom(w: World, t: number): number {
  const first = w.now - MARKET_DAYS * DAY;
  const x = Math.max(0, (t - 8 * DAY - first) / (MARKET_DAYS * DAY));
  return Math.max(0, Math.floor(((x + x * x) / 2) * OTHER_QUOTES) - 1);
}
