import {
  LONG_DISTANCE_KM,
  type LoadFilter,
  NEARBY_KM,
  QUOTE_STATUSES,
  type QuoteSort,
  type QuoteStats,
  type QuoteStatus,
} from '@njira/domain';
import { and, asc, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { RatingTotals } from '../../features/ratings/rating-view.ts';
import type { DbOrTx } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { userSettings } from '../schema/user-settings.ts';
import { users } from '../schema/users.ts';
import { type AllRows, placeholderScope, type Scope, scopeParams } from '../scope.ts';
import { containsPattern } from './sql-helpers.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type BidRow = typeof bids.$inferSelect;

/** The columns of a user that a party of a load may be shown, contact included (the service trims). */
export const partyColumns = {
  id: users.id,
  fullName: users.fullName,
  companyName: users.companyName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

type PartyRow = { id: string; fullName: string; companyName: string; email: string; phoneNumber: string };

/** A bid with the transporter who placed it (contact included; the DTO decides what to show). */
export interface BidWithParty {
  bid: BidRow;
  transporter: PartyRow;
}

/** The same, with the transporter's rating totals (the quote's read). */
export interface BidWithTransporter extends BidWithParty {
  transporter: PartyRow & RatingTotals;
}

/** A quote with its owner, its bids (cheapest first) and, once accepted, its shipment. */
export interface QuoteWithOwner {
  quote: QuoteRow;
  owner: PartyRow;
  shipment: { id: string; transporterId: string } | null;
  bids: BidWithTransporter[];
}

/** A bid as the quote's JSON sub-select returns it (timestamps as text). */
interface BidJson extends Omit<BidRow, 'createdAt'> {
  createdAt: string;
  transporter: PartyRow & RatingTotals;
}

/**
 * The quote's bids with their transporters, cheapest first, as one JSON column of the quote's own
 * row: one statement reads a quote and everything on it (ADR 010), the transporters' rating totals
 * and whether they show them included (a missing settings row means the default, shown). Visible wherever the quote is
 * (the statement's scope); the DTO trims what a rival transporter sees.
 */
const bidsJson = sql<BidJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', b.id, 'quoteId', b.quote_id, 'transporterId', b.transporter_id,
    'amountNgwee', b.amount_ngwee, 'estimatedDays', b.estimated_days, 'notes', b.notes,
    'isAccepted', b.is_accepted, 'createdAt', b.created_at,
    'transporter', json_build_object(
      'id', u.id, 'fullName', u.full_name, 'companyName', u.company_name,
      'email', u.email, 'phoneNumber', u.phone_number,
      'ratingSum', u.rating_sum, 'ratingCount', u.rating_count,
      'showRatings', coalesce(us.show_ratings, true)))
    order by b.amount_ngwee, b.created_at, b.id)
  from ${bids} b join ${users} u on u.id = b.transporter_id
    left join ${userSettings} us on us.user_id = u.id
  where b.quote_id = ${quotes.id}
), '[]'::json)`;

/** What to narrow a caller's quotes by; who may see which is the scope's business. */
export interface QuoteFilter {
  /** Only ACTIVE quotes that have not expired. */
  openOnly?: boolean;
  /** By the status a reader sees (an ACTIVE quote past its expiry counts as EXPIRED). */
  status?: QuoteStatus | undefined;
  /** Case-insensitive substring of cargo, from, to or id. */
  search?: string | undefined;
  /** The Available Loads filter: high priority, nearby or long distance. */
  band?: LoadFilter | undefined;
}

/**
 * A status or a threshold as a constant in the statement's text, not a bound value: PostgreSQL can
 * then use the partial indexes on `status = 'ACTIVE'` and estimate the bands even in a generic plan
 * (db/client.ts `genericPlans`). Only the domain's own values go here, never a caller's text.
 */
function statusLiteral(status: QuoteStatus): SQL {
  if (!QUOTE_STATUSES.includes(status)) throw new Error(`not a quote status: ${status}`);
  return sql.raw(`'${status}'`);
}
const numberLiteral = (n: number) => sql.raw(String(Number(n)));
const statusIs = (status: QuoteStatus) => sql`${quotes.status} = ${statusLiteral(status)}`;

/** The Available Loads filters as conditions, from the domain's constants (`priority.ts`). */
function bandIs(band: LoadFilter): SQL {
  switch (band) {
    case 'high':
      return sql`${quotes.priorityRank} = 0`;
    case 'nearby':
      return sql`${quotes.distanceKm} < ${numberLiteral(NEARBY_KM)}`;
    case 'long-distance':
      return sql`${quotes.distanceKm} > ${numberLiteral(LONG_DISTANCE_KM)}`;
  }
}

/**
 * The domain's "open" rule (`effectiveQuoteStatus`: ACTIVE and not yet expired) in SQL, the one
 * place it is written for the database; `at` defaults to the statement's now().
 */
export const quoteIsOpen = (at: Date | SQL = sql`now()`) =>
  and(statusIs('ACTIVE'), gt(quotes.expiresAt, at)) as SQL;
/** Stored ACTIVE but past its expiry: a reader already sees EXPIRED; the sweep stores it. */
const quoteIsOverdue = (at: Date | SQL = sql`now()`) =>
  and(statusIs('ACTIVE'), lte(quotes.expiresAt, at)) as SQL;

/** The status a reader sees, as a value (the domain's `effectiveQuoteStatus`). */
export const effectiveQuoteStatusSql = sql<QuoteStatus>`(case when ${quoteIsOverdue()} then 'EXPIRED' else ${quotes.status} end)`;

/**
 * How a page is ordered: newest first, the spec's Available Loads order (the index's), or the My
 * Quotes order (open first, then soonest expiry). The last is for one owner's quotes, which the
 * owner index finds; sorting those few rows costs little next to reading them.
 */
export const PAGE_ORDER: Record<QuoteSort, SQL[]> = {
  newest: [desc(quotes.createdAt), desc(quotes.id)],
  priority: [asc(quotes.priorityRank), asc(quotes.bidCount), desc(quotes.createdAt), desc(quotes.id)],
  owner: [sql`(case when ${quoteIsOpen()} then 0 else 1 end)`, asc(quotes.expiresAt), desc(quotes.id)],
};

/** The status a reader sees, as a condition (the domain's `effectiveQuoteStatus`). */
export function quoteStatusIs(status: QuoteStatus, at: Date | SQL = sql`now()`): SQL | undefined {
  switch (status) {
    case 'ACTIVE':
      return quoteIsOpen(at);
    case 'EXPIRED':
      return or(statusIs('EXPIRED'), quoteIsOverdue(at));
    case 'ACCEPTED':
    case 'CANCELLED':
      return statusIs(status);
  }
}

/**
 * The quotes a scope may see: an owner its own; a transporter the open loads and those it bid on;
 * all rows everything.
 */
export function quoteScopeCondition(scope: Scope): SQL | undefined {
  if ('ownerId' in scope) return eq(quotes.ownerId, scope.ownerId);
  if ('transporterId' in scope) {
    return or(
      quoteIsOpen(),
      sql`exists (select 1 from ${bids} where ${bids.quoteId} = ${quotes.id} and ${bids.transporterId} = ${scope.transporterId})`,
    );
  }
  return undefined;
}

/**
 * What "contains" search looks in: cargo, from, to and id, joined by a character the search box
 * refuses (a control character), so a term never matches across two fields. The same expression
 * as the trigram index `quotes_search_idx` (schema/quotes.ts), which is what makes it fast.
 */
const quoteSearchText = sql`(${quotes.cargo} || chr(31) || ${quotes.fromLocation} || chr(31) || ${quotes.toLocation} || chr(31) || (${quotes.id})::text)`;

/** `pattern` is the search as an ILIKE pattern (or a prepared statement's placeholder for one). */
export function whereOf(scope: Scope, filter: QuoteFilter, pattern: unknown): SQL | undefined {
  return and(
    quoteScopeCondition(scope),
    filter.openOnly ? quoteIsOpen() : undefined,
    // Open loads asked for another status: nothing, said plainly so the planner scans nothing.
    filter.openOnly && filter.status && filter.status !== 'ACTIVE' ? sql`false` : undefined,
    filter.status ? quoteStatusIs(filter.status) : undefined,
    filter.band ? bandIs(filter.band) : undefined,
    pattern !== undefined ? sql`${quoteSearchText} ilike ${pattern}` : undefined,
  );
}

export const searchPattern = (filter: QuoteFilter) =>
  filter.search ? containsPattern(filter.search) : undefined;

function selectWithOwner(db: DbOrTx) {
  return db
    .select({
      quote: quotes,
      owner: partyColumns,
      shipmentId: shipments.id,
      shipmentTransporterId: shipments.transporterId,
      bids: bidsJson,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.ownerId))
    .leftJoin(shipments, eq(shipments.quoteId, quotes.id));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithOwner>['execute']>>[number];

function shipmentOf(row: { shipmentId: string | null; shipmentTransporterId: string | null }) {
  return row.shipmentId && row.shipmentTransporterId
    ? { id: row.shipmentId, transporterId: row.shipmentTransporterId }
    : null;
}

function toQuoteWithOwner(row: JoinedRow): QuoteWithOwner {
  return {
    quote: row.quote,
    owner: row.owner,
    shipment: shipmentOf(row),
    bids: row.bids.map(({ transporter, createdAt, ...bid }) => ({
      bid: { ...bid, createdAt: new Date(createdAt) },
      transporter,
    })),
  };
}

/**
 * How many quotes the scope may see match the filter; with `upTo`, counting stops past that many
 * (the answer is then `upTo + 1`), so a small count costs little however large the table.
 */
export async function countQuotes(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  upTo?: number,
): Promise<number> {
  const where = whereOf(scope, filter, searchPattern(filter));
  if (upTo === undefined) {
    const [row] = await db.select({ n: count() }).from(quotes).where(where);
    return row?.n ?? 0;
  }
  const matching = db
    .select({ one: sql`1` })
    .from(quotes)
    .where(where)
    .limit(upTo + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}
/**
 * The Available Loads counters: open loads the scope may see matching the search, in all and per
 * filter. With `upTo`, only the first `upTo + 1` matches are counted (see `countQuotes`).
 */
export async function countOpenLoads(
  db: DbOrTx,
  scope: Scope,
  search: string | undefined,
  upTo?: number,
): Promise<{ total: number; high: number; nearby: number; longDistance: number }> {
  const matching = db
    .select({ priorityRank: quotes.priorityRank, distanceKm: quotes.distanceKm })
    .from(quotes)
    .where(whereOf(scope, { openOnly: true }, searchPattern({ search })));
  const m = (upTo === undefined ? matching : matching.limit(upTo + 1)).as('matching');
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      high: sql<number>`(count(*) filter (where ${m.priorityRank} = 0))::int`,
      nearby: sql<number>`(count(*) filter (where ${m.distanceKm} < ${NEARBY_KM}))::int`,
      longDistance: sql<number>`(count(*) filter (where ${m.distanceKm} > ${LONG_DISTANCE_KM}))::int`,
    })
    .from(m);
  return row ?? { total: 0, high: 0, nearby: 0, longDistance: 0 };
}

/**
 * The My Quotes cards for one owner: its quotes by the status a reader sees, and the bids they
 * received, in one pass over the owner's rows (the owner index), as a prepared statement.
 */
export async function quoteStatsOf(db: DbOrTx, scope: { ownerId: string }): Promise<QuoteStats> {
  const statement = prepared(db, 'quote_stats_owner', (name) =>
    db
      .select({
        active: sql<number>`(count(*) filter (where ${quoteStatusIs('ACTIVE')}))::int`,
        accepted: sql<number>`(count(*) filter (where ${quoteStatusIs('ACCEPTED')}))::int`,
        // Counted live (the stored bid_count is only a sort key, a second or two behind).
        totalBids: sql<number>`coalesce(sum((select count(*) from ${bids} b where b.quote_id = ${quotes}.${sql.identifier('id')})), 0)::int`,
        expired: sql<number>`(count(*) filter (where ${quoteStatusIs('EXPIRED')}))::int`,
      })
      .from(quotes)
      .where(eq(quotes.ownerId, sql.placeholder('ownerId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ ownerId: scope.ownerId });
  return row ?? { active: 0, accepted: 0, totalBids: 0, expired: 0 };
}

/** The quote, if the scope may see it. */
export async function findQuoteWithOwner(
  db: DbOrTx,
  scope: Scope,
  id: string,
): Promise<QuoteWithOwner | undefined> {
  const { kind, scopeId } = scopeParams(scope);
  const statement = prepared(db, `quote_with_owner_${kind}`, (name) =>
    selectWithOwner(db)
      .where(and(eq(quotes.id, sql.placeholder('id')), quoteScopeCondition(placeholderScope(kind))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, scopeId });
  return row ? toQuoteWithOwner(row) : undefined;
}

/** The quote row, if the scope may see it. */
export async function findQuoteById(db: DbOrTx, scope: Scope, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), quoteScopeCondition(scope)))
    .limit(1);
  return row;
}

/** ACTIVE and unexpired → CANCELLED in one conditional update; undefined when it was not open. */
export async function cancelOpenQuote(db: DbOrTx, scope: Scope, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(quotes.id, id), quoteScopeCondition(scope), quoteIsOpen()))
    .returning();
  return row;
}

/** Stores EXPIRED on every ACTIVE quote whose expiry has passed; returns how many changed. */
export async function expireOverdueQuotes(db: DbOrTx, _scope: AllRows): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(quoteIsOverdue())
    .returning({ id: quotes.id });
  return rows.length;
}

/**
 * Recounts `bid_count` (the "fewest bids first" sort key) on every load bid on since the last run,
 * from the queue the bids trigger fills (migration 0006); returns how many counts changed. The
 * servers run it every second and the seeds after writing bids; bids themselves never write the
 * load's row, so bids on one load do not wait for each other (ADR 010).
 */
export async function refreshBidCounts(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select refresh_bid_counts() as n`);
  return rows[0]?.n ?? 0;
}
