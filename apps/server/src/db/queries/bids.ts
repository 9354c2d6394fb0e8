import { randomUUID } from 'node:crypto';
import { activitySqlTemplate, slot } from '../../activity/activity-template.ts';
import { announceActivities } from '../announce.ts';
import type { Db } from '../client.ts';
import type { ActivityInput } from './activities.ts';
import type { BidRow, BidWithTransporter, QuoteRow } from './quotes.ts';

export type { BidRow, BidWithTransporter };

/**
 * One statement, one round trip, its own transaction (ADR 010, ninth round). It reads the bidder and
 * the load (any status), share-locks the load (`FOR SHARE`: bids on one load do not wait for each
 * other, but an acceptance's or cancellation's UPDATE waits for them, and a bid that waited on one
 * reads the load as that left it), and only when the bidder exists, the load is open and the amount
 * is within its budget, inserts the bid (the `bids_count_on_quote` trigger queues its load for a
 * recount, migration 0006; the load's row is not written) and its activity-log row, worded from the
 * rows it read (`activitySqlTemplate`). It always answers one row: what it read, and the bid when it
 * wrote one, so the caller can say why it did not. A second bid by the same transporter fails with
 * the `bids_one_per_transporter` unique violation, and nothing is written.
 *
 * Template values, in slot order: 1 the bidder's company, 2 the bidder's name, 3 the cargo, 4 and 5
 * the load's origin and destination.
 */
const PLACE_BID = `
with bidder as (
  select id, full_name, company_name from users where id = $2
), target as (
  select id, status, expires_at, max_budget_ngwee, cargo, from_location, to_location,
         status = 'ACTIVE' and expires_at > now() as open
  from quotes where id = $1 for share
), bid as (
  insert into bids (quote_id, transporter_id, amount_ngwee, estimated_days, notes)
  select t.id, b.id, $3, $4, $5 from target t, bidder b where t.open and t.max_budget_ngwee >= $3
  returning id, created_at
), logged as (
  insert into activities (id, type, description, actor_id, actor_name, quote_id, metadata, created_at)
  select $10::uuid, $6,
         format($7, b.company_name, b.full_name, t.cargo, t.from_location, t.to_location),
         $2, format($8, b.company_name, b.full_name, t.cargo, t.from_location, t.to_location), $1,
         format($9, to_json(b.company_name)::text, to_json(b.full_name)::text, to_json(t.cargo)::text,
                to_json(t.from_location)::text, to_json(t.to_location)::text)::jsonb,
         bid.created_at
  from bid, bidder b, target t
)
select b.full_name as "fullName", b.company_name as "companyName",
       t.status, t.expires_at as "expiresAt", t.max_budget_ngwee as "maxBudgetNgwee",
       bid.id as "bidId", bid.created_at as "createdAt"
from (select) one left join bidder b on true left join target t on true left join bid on true`;

/** The slots `PLACE_BID` fills its log entry's templates from, for `bidPlaced`. */
export const BID_TEMPLATE_SLOTS = {
  companyName: slot(1),
  fullName: slot(2),
  cargo: slot(3),
  fromLocation: slot(4),
  toLocation: slot(5),
} as const;

export interface NewBid {
  quoteId: string;
  transporterId: string;
  amountNgwee: number;
  estimatedDays: number;
  notes: string | null;
  /** `bidPlaced` worded with `BID_TEMPLATE_SLOTS`. */
  activity: ActivityInput;
}

/** What `placeBid` read and wrote: each part null when there was none. */
export interface BidOutcome {
  bidder: { fullName: string; companyName: string } | null;
  quote: { status: QuoteRow['status']; expiresAt: Date; maxBudgetNgwee: number } | null;
  placed: { id: string; createdAt: Date } | null;
}

interface BidOutcomeRow {
  fullName: string | null;
  companyName: string | null;
  status: QuoteRow['status'] | null;
  expiresAt: Date | null;
  maxBudgetNgwee: number | null;
  bidId: string | null;
  createdAt: Date | null;
}

export async function placeBid(db: Db, bid: NewBid): Promise<BidOutcome> {
  const { activity } = bid;
  const template = activitySqlTemplate(activity);
  const activityId = randomUUID();
  const result = await db.$client.query<BidOutcomeRow>({
    name: 'place_bid',
    text: PLACE_BID,
    values: [
      bid.quoteId,
      bid.transporterId,
      bid.amountNgwee,
      bid.estimatedDays,
      bid.notes,
      activity.type,
      template.description,
      template.actorName,
      template.metadata,
      activityId,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error('place_bid answered no row');
  const placed = row.bidId && row.createdAt ? { id: row.bidId, createdAt: row.createdAt } : null;
  if (placed) announceActivities(db, [activityId]);
  return {
    bidder:
      row.fullName !== null && row.companyName !== null
        ? { fullName: row.fullName, companyName: row.companyName }
        : null,
    quote:
      row.status !== null && row.expiresAt !== null && row.maxBudgetNgwee !== null
        ? { status: row.status, expiresAt: row.expiresAt, maxBudgetNgwee: row.maxBudgetNgwee }
        : null,
    placed,
  };
}
