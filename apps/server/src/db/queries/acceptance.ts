import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { announceActivities } from '../announce.ts';
import type { Db, DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import type { ActivityInput } from './activities.ts';
import { newShipmentFromBid } from './new-shipment.ts';
import type { BidRow, QuoteRow } from './quotes.ts';
import { ACTIVITY_RECORD, activityRecords, castColumns, namedFor, setKeys } from './write-statements.ts';

const bidder = alias(users, 'bidder');

/** What accepting a bid needs to know first: the owner, its load (any status) and the bid on it. */
export interface AcceptContext {
  owner: { id: string; role: 'transporter' | 'cargo-owner' | 'admin'; fullName: string; companyName: string };
  quote: QuoteRow | null;
  bid: BidRow | null;
  transporterCompany: string | null;
}

/**
 * The owner's row, its load (only if it is the owner's: the scope is in the join) and the bid, only
 * if it was placed on that load: one prepared statement; undefined when the owner's account is gone.
 */
export async function findAcceptContext(
  db: DbOrTx,
  scope: { ownerId: string },
  quoteId: string,
  bidId: string | null,
): Promise<AcceptContext | undefined> {
  const statement = prepared(db, 'accept_context', (name) =>
    db
      .select({
        owner: { id: users.id, role: users.role, fullName: users.fullName, companyName: users.companyName },
        quote: getTableColumns(quotes),
        bid: getTableColumns(bids),
        transporterCompany: bidder.companyName,
      })
      .from(users)
      .leftJoin(quotes, and(eq(quotes.id, sql.placeholder('quoteId')), eq(quotes.ownerId, users.id)))
      .leftJoin(bids, and(eq(bids.id, sql.placeholder('bidId')), eq(bids.quoteId, quotes.id)))
      .leftJoin(bidder, eq(bidder.id, bids.transporterId))
      .where(eq(users.id, sql.placeholder('ownerId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ ownerId: scope.ownerId, quoteId, bidId });
  return row;
}

type ShipmentValues = ReturnType<typeof newShipmentFromBid>;
const shipmentColumns = getTableColumns(shipments);

/**
 * The acceptance as one statement, one round trip, its own transaction (ADR 010): the load goes
 * ACTIVE → ACCEPTED only if it is still open and the owner's (the single guard: of racing
 * acceptances one update finds it open, the others wait on its row lock and then find it
 * ACCEPTED), and only then the bid is marked, the shipment made with its first history entry, and
 * the log written. The shipment's values are `newShipmentFromBid`'s, cast to their columns' types.
 */
function acceptText(keys: (keyof ShipmentValues)[]): string {
  const { names, casts } = castColumns(
    keys.map((k) => shipmentColumns[k]),
    5,
  );
  const activities = keys.length + 5;
  return `
with accepted as (
  update quotes set status = 'ACCEPTED', updated_at = $4
  where id = $1 and owner_id = $2 and status = 'ACTIVE' and expires_at > now()
  returning id
), bid as (
  update bids set is_accepted = true where id = $3 and quote_id = (select id from accepted)
  returning id
), shipment as (
  insert into shipments (${names})
  select ${casts} from bid
  returning id
), first_stage as (
  insert into shipment_progress (shipment_id, status, progress, updated_by, notes, created_at)
  select id, 'PENDING_PICKUP', 10, 'System', 'Bid accepted; shipment created', $4 from shipment
), logged as (
  insert into activities (id, type, description, actor_id, actor_name, quote_id, shipment_id, metadata, created_at)
  select a.id, a.type, a.description, a.actor_id, a.actor_name, a.quote_id, s.id, a.metadata, a.created_at
  from shipment s, jsonb_to_recordset($${activities}::jsonb) as a(${ACTIVITY_RECORD})
)
select id from shipment`;
}

/** The statement for each set of shipment columns (there is one), with its name. */
const statements = new Map<string, { name: string; text: string }>();

/**
 * Accepts `bid` on `quote` for its owner, in one statement (see `acceptText`); the shipment's id, or
 * null when the load was no longer open (nothing written). A second shipment for the load fails with
 * the `shipments_one_per_quote` unique violation, and nothing is written either. `activities`' own
 * shipment ids are replaced by the new shipment's.
 */
export async function acceptOpenBid(
  db: Db,
  scope: { ownerId: string },
  quote: QuoteRow,
  bid: BidRow,
  activities: ActivityInput[],
  now: Date,
): Promise<string | null> {
  const values = newShipmentFromBid(quote, bid, now);
  const keys = setKeys(values);
  const statement = namedFor(statements, 'accept_open_bid', keys, () => acceptText(keys));
  const log = activityRecords(activities, now);
  const result = await db.$client.query<{ id: string }>({
    ...statement,
    values: [quote.id, scope.ownerId, bid.id, now, ...keys.map((k) => values[k] ?? null), log.json],
  });
  const shipmentId = result.rows[0]?.id ?? null;
  if (shipmentId) announceActivities(db, log.ids);
  return shipmentId;
}
