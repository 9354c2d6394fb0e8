import { randomUUID } from 'node:crypto';
import { announceActivities } from '../announce.ts';
import { Batches } from '../batches.ts';
import type { Db } from '../client.ts';
import type { ActivityInput } from './activities.ts';
import type { BidRow, BidWithTransporter, QuoteRow } from './quotes.ts';

export type { BidRow, BidWithTransporter };

/** What placing a bid needs to know first: the bidder, and the load if it exists (any status). */
export interface BidContext {
  bidder: {
    id: string;
    role: 'transporter' | 'cargo-owner' | 'admin';
    fullName: string;
    companyName: string;
  };
  quote: {
    id: string;
    status: QuoteRow['status'];
    expiresAt: Date;
    maxBudgetNgwee: number;
    cargo: string;
    fromLocation: string;
    toLocation: string;
  } | null;
}

/**
 * The bidders' rows and the loads', for every bid asked for while the previous batch was read (see
 * `Batches`): one statement per batch, one answer per bid in the order asked, with no bidder when
 * the bidder is gone (then no load either).
 */
const BID_CONTEXTS = `
select u.id as "bidderId", u.role, u.full_name as "fullName", u.company_name as "companyName",
  q.id as "quoteId", q.status, q.expires_at as "expiresAt", q.max_budget_ngwee as "maxBudgetNgwee",
  q.cargo, q.from_location as "fromLocation", q.to_location as "toLocation"
from unnest($1::uuid[], $2::uuid[]) with ordinality as i(bidder_id, quote_id, n)
left join users u on u.id = i.bidder_id
left join quotes q on q.id = i.quote_id and u.id is not null
order by i.n`;

/** A row of BID_CONTEXTS: the bidder's columns, and the load's, null when there is no load. */
interface ContextRow extends Omit<NonNullable<BidContext['quote']>, 'id'> {
  bidderId: string | null;
  role: BidContext['bidder']['role'];
  fullName: string;
  companyName: string;
  quoteId: string | null;
}

function toBidContext(row: ContextRow): BidContext | undefined {
  const { bidderId, role, fullName, companyName, quoteId, ...load } = row;
  if (!bidderId) return undefined;
  return {
    bidder: { id: bidderId, role, fullName, companyName },
    quote: quoteId ? { id: quoteId, ...load } : null,
  };
}

/**
 * The bidder's row and the load's (any status), read with the other bids' in one batch; undefined
 * when the bidder is gone.
 */
export function findBidContext(db: Db, bidderId: string, quoteId: string): Promise<BidContext | undefined> {
  return batchesOf(db).contexts.ask({ bidderId, quoteId });
}

/**
 * Bids are written in batches (ADR 010, tenth round): a bid asked for while another batch is being
 * written waits for it and goes with the next one, so a burst of bids costs one statement, one
 * transaction and one commit flush per batch, not per bid. A lone bid is written at once, alone.
 *
 * The statement, its own transaction: share-lock each load of the batch that is still open (`FOR
 * SHARE`, in id order: bids on one load do not wait for each other, but an acceptance's or
 * cancellation's UPDATE waits for them, and a batch waiting on one re-checks the status once it
 * commits), insert the bids on those loads (the `bids_queue_loads` trigger queues each load once
 * per statement for a recount, migrations 0006 and 0014; the load's row is not written), skipping
 * any a transporter already has on the load (the `bids_one_per_transporter` constraint, whoever got
 * there first), and one activity-log row for each bid written. It answers for every bid asked for,
 * by its position: the bid's id and time when written; else whether its load was open (then the
 * bid was a second one).
 */
const PLACE_OPEN_BIDS = `
with input as (
  select * from unnest($1::uuid[], $2::uuid[], $3::int8[], $4::int4[], $5::text[], $6::uuid[], $7::text[],
    $8::text[], $9::text[], $10::jsonb[])
    with ordinality as i(quote_id, transporter_id, amount_ngwee, estimated_days, notes, activity_id, type,
      description, actor_name, metadata, n)
), open_quote as (
  select id from quotes
  where id in (select quote_id from input) and status = 'ACTIVE' and expires_at > now()
  order by id for share
), bid as (
  insert into bids (quote_id, transporter_id, amount_ngwee, estimated_days, notes)
  select i.quote_id, i.transporter_id, i.amount_ngwee, i.estimated_days, i.notes
  from input i join open_quote q on q.id = i.quote_id
  order by i.quote_id, i.transporter_id
  on conflict on constraint bids_one_per_transporter do nothing
  returning id, quote_id, transporter_id, created_at
), logged as (
  insert into activities (id, type, description, actor_id, actor_name, quote_id, metadata, created_at)
  select i.activity_id, i.type, i.description, i.transporter_id, i.actor_name, i.quote_id, i.metadata,
    b.created_at
  from bid b join input i on i.quote_id = b.quote_id and i.transporter_id = b.transporter_id
)
select i.n::int as n, b.id, b.created_at as "createdAt", q.id is not null as "open"
from input i
left join bid b on b.quote_id = i.quote_id and b.transporter_id = i.transporter_id
left join open_quote q on q.id = i.quote_id`;

export interface OpenBid {
  quoteId: string;
  transporterId: string;
  amountNgwee: number;
  estimatedDays: number;
  notes: string | null;
  activity: ActivityInput;
}

/** What became of one bid: written; refused because the load is no longer open; or a second bid. */
export type PlacedBid =
  | { outcome: 'placed'; id: string; createdAt: Date }
  | { outcome: 'closed' }
  | { outcome: 'duplicate' };

interface Written {
  n: number;
  id: string | null;
  createdAt: Date | null;
  open: boolean;
}

interface BidToWrite extends OpenBid {
  activityId: string;
}

async function writeBids(db: Db, bids: BidToWrite[]): Promise<PlacedBid[]> {
  const column = <T>(pick: (b: BidToWrite) => T): T[] => bids.map(pick);
  const { rows } = await db.$client.query<Written>({
    name: 'place_open_bids',
    text: PLACE_OPEN_BIDS,
    values: [
      column((b) => b.quoteId),
      column((b) => b.transporterId),
      column((b) => b.amountNgwee),
      column((b) => b.estimatedDays),
      column((b) => b.notes),
      column((b) => b.activityId),
      column((b) => b.activity.type),
      column((b) => b.activity.description),
      column((b) => b.activity.actorName),
      column((b) => JSON.stringify(b.activity.metadata ?? {})),
    ],
  });
  const placed: PlacedBid[] = Array.from({ length: bids.length }, () => ({ outcome: 'closed' }));
  const written: string[] = [];
  for (const row of rows) {
    const bid = bids[row.n - 1];
    if (!bid) continue;
    if (row.id && row.createdAt) {
      written.push(bid.activityId);
      placed[row.n - 1] = { outcome: 'placed', id: row.id, createdAt: row.createdAt };
    } else if (row.open) {
      placed[row.n - 1] = { outcome: 'duplicate' };
    }
  }
  announceActivities(db, written);
  return placed;
}

interface BidBatches {
  contexts: Batches<{ bidderId: string; quoteId: string }, BidContext | undefined>;
  writes: Batches<BidToWrite, PlacedBid>;
}

/**
 * One batch at a time of each kind per pool: a context read and a write may run side by side, and
 * what arrives meanwhile makes the next batch larger. Measured against two at a time (ADR 010, tenth
 * round): 0.32-0.42x of the reference against 0.26-0.34x, with a shorter tail.
 */
const LANES = 1;
/** Bids in one batch at most: a batch's statement stays a few milliseconds. */
const MAX_BATCH = 100;

const batches = new WeakMap<Db['$client'], BidBatches>();

function batchesOf(db: Db): BidBatches {
  let made = batches.get(db.$client);
  if (!made) {
    made = {
      contexts: new Batches({
        lanes: LANES,
        max: MAX_BATCH,
        run: async (asked) => {
          const { rows } = await db.$client.query<ContextRow>({
            name: 'bid_contexts',
            text: BID_CONTEXTS,
            values: [asked.map((a) => a.bidderId), asked.map((a) => a.quoteId)],
          });
          return rows.map(toBidContext);
        },
      }),
      writes: new Batches({
        lanes: LANES,
        max: MAX_BATCH,
        // A second bid by the same transporter goes with a later batch: whichever of the two commits
        // first is written, and the unique constraint has the other one refused (`duplicate`).
        key: (bid) => `${bid.quoteId} ${bid.transporterId}`,
        run: (bids) => writeBids(db, bids),
      }),
    };
    batches.set(db.$client, made);
  }
  return made;
}

/**
 * Places a bid on an open load, in the next batch of this pool's bids (see `PLACE_OPEN_BIDS`); its
 * activity is announced once written. Nothing is written when the load is not open or the
 * transporter already bid on it.
 */
export function placeOpenBid(db: Db, bid: OpenBid): Promise<PlacedBid> {
  return batchesOf(db).writes.ask({ ...bid, activityId: randomUUID() });
}
