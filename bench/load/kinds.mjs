// What the marketplace's users send, kind by kind, as the screens send it: transporters browse
// Available Loads (20 cards a page, the spec's priority order), search and filter it, open loads,
// read their dashboard and bid; cargo owners read their dashboard and shipments and accept bids.
// Each kind's `next()` gives one request; `onCreated` sees a 2xx answer's body.

import { randomUUID } from 'node:crypto';

/** Shares of the reads a second (they add up to 1). */
export const READ_MIX = [
  ['loads', 0.25],
  ['loads-search', 0.1],
  ['loads-filter', 0.1],
  ['load-counts', 0.05],
  ['quote', 0.2],
  ['dash-transporter', 0.05],
  ['dash-owner', 0.075],
  ['shipments', 0.1],
  ['shipment', 0.075],
];

/** Each truck on the road reports its position this often (issue 41's bench traffic). */
const POSITION_EVERY_S = 30;
/** Fewer trucks than this could not send one position a second without passing 6 a minute each. */
const MIN_FLEET = 10;
const FILTERS = ['high', 'nearby', 'long-distance'];
const LOADS_PAGE = 20; // the web's LOADS_PAGE_SIZE
const SHIPMENTS_PAGE = 10; // the web's SHIPMENTS_PAGE_SIZE

/** A small seeded generator, so that two runs send the same requests in the same order. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole requests a second per kind, adding up to `total` (largest remainders). */
export function splitRate(total, mix) {
  const raw = mix.map(([key, share]) => [key, total * share]);
  const rates = new Map(raw.map(([key, r]) => [key, Math.floor(r)]));
  let left = total - [...rates.values()].reduce((a, b) => a + b, 0);
  for (const [key] of [...raw].sort((x, y) => (y[1] % 1) - (x[1] % 1))) {
    if (left-- <= 0) break;
    rates.set(key, rates.get(key) + 1);
  }
  return rates;
}

/** The kinds of traffic, each with its rate; `bidsPlaced` collects every bid answered 201. */
export function makeKinds(ctx, options) {
  const random = seededRandom(2026);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const auth = (id) => ({ authorization: `Bearer ${ctx.tokens.get(id)}`, 'accept-encoding': 'br, gzip' });
  const get = (path, who) => ({ method: 'GET', path, headers: auth(who) });
  const loadsPath = (params) =>
    `/api/quotes/active?${new URLSearchParams({ limit: String(LOADS_PAGE), ...params, sort: 'priority' })}`;
  // Mostly the first page; scrolling down loads the next ones less and less often.
  const offset = () => String(LOADS_PAGE * Math.min(4, Math.floor(-Math.log(1 - random()) * 1.2)));
  const ownersWithShipments = [...new Set(ctx.shipments.map((s) => s.owner_id))];
  const rates = splitRate(options.reads, READ_MIX);

  const reads = {
    loads: [
      '`GET /api/quotes/active` (a page)',
      () => get(loadsPath({ offset: offset() }), pick(ctx.transporters)),
    ],
    'loads-search': [
      '`GET /api/quotes/active?search=`',
      () => get(loadsPath({ offset: '0', search: pick(ctx.words) }), pick(ctx.transporters)),
    ],
    'loads-filter': [
      '`GET /api/quotes/active?filter=`',
      () => get(loadsPath({ offset: '0', filter: pick(FILTERS) }), pick(ctx.transporters)),
    ],
    'load-counts': [
      '`GET /api/quotes/active/counts`',
      () => {
        const search = random() < 0.5 ? `?${new URLSearchParams({ search: pick(ctx.words) })}` : '';
        return get(`/api/quotes/active/counts${search}`, pick(ctx.transporters));
      },
    ],
    quote: [
      '`GET /api/quotes/:id` (transporter)',
      () => {
        const id = random() < 0.5 ? pick(ctx.biddable).id : pick(ctx.browsed);
        return get(`/api/quotes/${id}`, pick(ctx.transporters));
      },
    ],
    'dash-transporter': [
      '`GET /api/dashboard/transporter`',
      () => get('/api/dashboard/transporter', pick(ctx.transporters)),
    ],
    'dash-owner': [
      '`GET /api/dashboard/cargo-owner`',
      () => get('/api/dashboard/cargo-owner', pick(ctx.owners)),
    ],
    shipments: [
      '`GET /api/shipments/active|completed` (owner)',
      () => {
        const tab = random() < 0.7 ? 'active' : 'completed';
        return get(`/api/shipments/${tab}?limit=${SHIPMENTS_PAGE}&offset=0`, pick(ownersWithShipments));
      },
    ],
    shipment: [
      '`GET /api/shipments/:id` (owner)',
      () => {
        const s = pick(ctx.shipments);
        return get(`/api/shipments/${s.id}`, s.owner_id);
      },
    ],
  };
  const kinds = Object.entries(reads).map(([key, [label, next]]) => ({
    key,
    label,
    rate: rates.get(key),
    next,
  }));

  // Bid k: transporter k mod T on load (round + T's stride) mod L, where round = floor(k / T): within
  // L rounds no pair comes twice, so no bid meets the one-bid-per-load rule (a 409 would be a false
  // error), and each round spreads the T bids over T different loads.
  const bidsPlaced = [];
  const T = ctx.bidders.length;
  const L = ctx.biddable.length;
  const stride = Math.max(1, Math.floor(L / T));
  let k = 0;
  kinds.push({
    key: 'bids',
    label: '`POST /api/quotes/:id/bids`',
    rate: options.bids,
    next: () => {
      const transporter = ctx.bidders[k % T];
      const load = ctx.biddable[(Math.floor(k / T) + (k % T) * stride) % L];
      k++;
      // Within the budget (ngwee to Kwacha, whole Kwacha rounded down), as a bidder would.
      const amount = Math.max(1, Math.floor((load.budget / 100) * (0.55 + 0.4 * random())));
      const body = { amount, estimatedDays: 1 + Math.floor(random() * 14) };
      if (random() < 0.5) body.notes = 'Truck available now; tarpaulins and straps on board';
      return {
        method: 'POST',
        path: `/api/quotes/${load.id}/bids`,
        // No accept-encoding: the 201 is read for its id (and is too small to be compressed anyway).
        headers: {
          authorization: `Bearer ${ctx.tokens.get(transporter)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        meta: load.id,
      };
    },
    onCreated: (quoteId, text) => bidsPlaced.push({ quoteId, id: JSON.parse(text).id ?? null }),
  });

  let a = 0;
  kinds.push({
    key: 'accepts',
    label: '`POST /api/quotes/:id/bids/:bidId/accept`',
    rate: options.accepts,
    next: () => {
      // Never reused within the prepared count; past it a repeat answers 409 and shows as an error.
      const { quote_id, bid_id, owner_id } = ctx.acceptable[a++ % ctx.acceptable.length];
      return {
        method: 'POST',
        path: `/api/quotes/${quote_id}/bids/${bid_id}/accept`,
        headers: auth(owner_id),
      };
    },
  });
  // Positions: one every 30 s from each truck on the road, in turn (a truck near Kabwe, moving on).
  const trucks = ctx.onTheRoad;
  let p = 0;
  kinds.push({
    key: 'positions',
    label: '`POST /api/shipments/:id/positions`',
    // Whole requests a second: at least one, so a small fleet reports more often than every 30 s
    // (12 trucks: each every 12 s), never above the server's limit of one every 10 s a truck.
    rate: trucks.length >= MIN_FLEET ? Math.max(1, Math.round(trucks.length / POSITION_EVERY_S)) : 0,
    next: () => {
      const truck = trucks[p++ % trucks.length];
      const body = {
        id: randomUUID(),
        latitude: -14.45 + random() * 0.5,
        longitude: 28.45 + random() * 0.5,
        accuracy: 10 + Math.round(random() * 40),
        takenAt: new Date().toISOString(),
      };
      return {
        method: 'POST',
        path: `/api/shipments/${truck.id}/positions`,
        headers: {
          authorization: `Bearer ${ctx.tokens.get(truck.transporter_id)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      };
    },
  });
  return { kinds: kinds.filter((kind) => kind.rate > 0), bidsPlaced };
}
