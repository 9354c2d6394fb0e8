import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { announceActivities } from '../announce.ts';
import type { Db, DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { quotes } from '../schema/quotes.ts';
import { users } from '../schema/users.ts';
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

/** The bidder's row and the load's, in one prepared statement; undefined when the bidder is gone. */
export async function findBidContext(
  db: DbOrTx,
  bidderId: string,
  quoteId: string,
): Promise<BidContext | undefined> {
  const statement = prepared(db, 'bid_context', (name) =>
    db
      .select({
        bidder: {
          id: users.id,
          role: users.role,
          fullName: users.fullName,
          companyName: users.companyName,
        },
        quote: {
          id: quotes.id,
          status: quotes.status,
          expiresAt: quotes.expiresAt,
          maxBudgetNgwee: quotes.maxBudgetNgwee,
          cargo: quotes.cargo,
          fromLocation: quotes.fromLocation,
          toLocation: quotes.toLocation,
        },
      })
      .from(users)
      .leftJoin(quotes, eq(quotes.id, sql.placeholder('quoteId')))
      .where(eq(users.id, sql.placeholder('bidderId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ bidderId, quoteId });
  return row;
}

/**
 * One statement, one round trip, its own transaction: share-lock the load only if it is still open
 * (`FOR SHARE`: bids on one load do not wait for each other, but an acceptance's or cancellation's
 * UPDATE waits for them, and a bid waiting on one re-checks the status once it commits), insert the
 * bid (the `bids_count_on_quote` trigger queues its load for a recount, migration 0006; the load's
 * row is not written) and its activity-log row. Nothing is written when the load is not open: the
 * answer is then null. A second bid by the same transporter fails with the
 * `bids_one_per_transporter` unique violation, and nothing is written either (ADR 010).
 */
const PLACE_OPEN_BID = `
with open_quote as (
  select id from quotes where id = $1 and status = 'ACTIVE' and expires_at > now() for share
), bid as (
  insert into bids (quote_id, transporter_id, amount_ngwee, estimated_days, notes)
  select id, $2, $3, $4, $5 from open_quote
  returning id, created_at
), logged as (
  insert into activities (id, type, description, actor_id, actor_name, quote_id, metadata, created_at)
  select $10::uuid, $6, $7, $2, $8, $1, $9::jsonb, created_at from bid
)
select id, created_at as "createdAt" from bid`;

export interface OpenBid {
  quoteId: string;
  transporterId: string;
  amountNgwee: number;
  estimatedDays: number;
  notes: string | null;
  activity: ActivityInput;
}

export async function placeOpenBid(db: Db, bid: OpenBid): Promise<{ id: string; createdAt: Date } | null> {
  const { activity } = bid;
  const activityId = randomUUID();
  const result = await db.$client.query<{ id: string; createdAt: Date }>({
    name: 'place_open_bid',
    text: PLACE_OPEN_BID,
    values: [
      bid.quoteId,
      bid.transporterId,
      bid.amountNgwee,
      bid.estimatedDays,
      bid.notes,
      activity.type,
      activity.description,
      activity.actorName,
      JSON.stringify(activity.metadata ?? {}),
      activityId,
    ],
  });
  const placed = result.rows[0] ?? null;
  if (placed) announceActivities(db, [activityId]);
  return placed;
}
