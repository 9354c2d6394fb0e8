import type { QuoteSort, QuoteSummary } from '@njira/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, genericPlans } from '../client.ts';
import { prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { placeholderScope, type Scope, type ScopeKind, scopeParams } from '../scope.ts';
import {
  effectiveQuoteStatusSql,
  PAGE_ORDER,
  type QuoteFilter,
  quoteIsOpen,
  searchPattern,
  whereOf,
} from './quotes.ts';

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`). */
export const iso = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * Ngwee as Kwacha, the domain's `toKwacha` (`ngwee / 100`): the same division of the same two
 * doubles, so the same number. (Through `numeric` it was the same value at several times the cost:
 * a numeric division, then a conversion by way of text.)
 */
export const kwacha = (ngwee: SQL | AnyColumn) => sql`(${ngwee}::float8 / 100)`;

/**
 * The load's own fields (`quoteSchema` from `id` to `cargoOwner`) as `json_build_object` arguments,
 * from `quotes` joined to its owner in `users`; `isParty` opens the owner's contact (`toParty`).
 * Shared by the list's summaries and the quote's page (quote-detail.ts).
 */
export function quoteFieldPairs(isParty: SQL): SQL {
  return sql`'id', ${quotes.id},
    'status', ${effectiveQuoteStatusSql},
    'cargo', ${quotes.cargo},
    'cargoType', ${quotes.cargoType},
    'cargoDescription', ${quotes.cargoDescription},
    'fromLocation', ${quotes.fromLocation},
    'fromAddress', ${quotes.fromAddress},
    'toLocation', ${quotes.toLocation},
    'toAddress', ${quotes.toAddress},
    'weight', ${quotes.weightKg},
    'distance', ${quotes.distanceKm},
    'dimensions', ${quotes.dimensions},
    'pickupDate', ${iso(quotes.pickupDate)},
    'deliveryDate', ${iso(quotes.deliveryDate)},
    'expiresAt', ${iso(quotes.expiresAt)},
    'createdAt', ${iso(quotes.createdAt)},
    'estimatedValue', ${kwacha(quotes.estimatedValueNgwee)},
    'maxBudget', ${kwacha(quotes.maxBudgetNgwee)},
    'insuranceRequired', ${quotes.insuranceRequired},
    'specialInstructions', ${quotes.specialInstructions},
    'cargoOwner', case when ${isParty}
      then json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'companyName', ${users.companyName},
        'email', ${users.email}, 'phoneNumber', ${users.phoneNumber})
      else json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'companyName', ${users.companyName}) end`;
}

/** How many bids the load has, and the lowest (null without bids): counted live, never stored. */
export const bidCountSql = sql`(select count(*)::int from ${bids} b where b.quote_id = ${quotes.id})`;
export const lowestBidSql = sql`(select ${kwacha(sql`min(b.amount_ngwee)`)} from ${bids} b where b.quote_id = ${quotes.id})`;

/**
 * A quote in a list, built by PostgreSQL as the JSON the API sends (`quoteSummarySchema`): a page
 * is then one JSON value per row, with no row mapping, `Date` objects or DTO pass in Node (ADR 010).
 * The visibility rules are the DTO's (`toQuoteDto`, `toParty`): the owner's contact and the shipment
 * only for a party of the load — its owner, the transporter whose bid became the shipment, an admin.
 * The response schema still decides which fields can be written at all.
 */
function summaryJson(kind: ScopeKind): SQL {
  const isParty =
    kind === 'transporter'
      ? sql`(${shipments.transporterId} is not distinct from ${sql.placeholder('scopeId')}::uuid)`
      : sql`true`;
  const myBid =
    kind === 'transporter'
      ? sql`(select json_build_object('id', b.id, 'amount', ${kwacha(sql`b.amount_ngwee`)}, 'estimatedDays', b.estimated_days)
          from ${bids} b where b.quote_id = ${quotes.id} and b.transporter_id = ${sql.placeholder('scopeId')}::uuid)`
      : sql`null::json`;
  return sql`json_build_object(
    ${quoteFieldPairs(isParty)},
    'bidCount', ${bidCountSql},
    'lowestBid', ${lowestBidSql},
    'myBid', ${myBid},
    'shipmentId', case when ${isParty} then ${shipments.id} end)`;
}

/**
 * One page of the quotes a scope may see (newest first, the Available Loads or My Quotes order) as
 * the caller may see each, as the JSON text of the array the API sends: PostgreSQL builds it and
 * Node passes it on unparsed (ADR 010). One prepared statement per scope kind and filter shape,
 * planned once (`genericPlans`: its text says everything that shapes its plan), except a search,
 * whose pattern decides between the trigram index and the order's.
 */
export async function listQuoteSummaries(
  db: DbOrTx,
  scope: Scope,
  filter: QuoteFilter,
  page: { limit: number; offset: number; order?: QuoteSort },
): Promise<string> {
  const { kind, scopeId } = scopeParams(scope);
  const pattern = searchPattern(filter);
  const order = page.order ?? 'newest';
  // PostgreSQL cuts statement names at 63 bytes (and two cut alike would clash): keep them short.
  const shape = [
    kind,
    filter.openOnly ? 'open' : 'any',
    filter.status ?? 'all',
    filter.band ?? 'none',
    pattern ? 'search' : 'plain',
    order,
  ].join('_');
  const on = pattern === undefined ? genericPlans(db) : db;
  const statement = prepared(on, `qs_${shape}`, (name) => {
    const rows = on
      .select({
        json: sql<QuoteSummary>`${summaryJson(kind)}`.as('json'),
        // The page's order again, for the aggregate: a subquery's order is not an aggregate's.
        rank: sql<number>`${quotes.priorityRank}`.as('k_rank'),
        bids: sql<number>`${quotes.bidCount}`.as('k_bids'),
        created: sql<Date>`${quotes.createdAt}`.as('k_created'),
        id: sql<string>`${quotes.id}`.as('k_id'),
        ...(order === 'owner'
          ? {
              open: sql<number>`(case when ${quoteIsOpen()} then 0 else 1 end)`.as('k_open'),
              expires: sql<Date>`${quotes.expiresAt}`.as('k_expires'),
            }
          : {}),
      })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.ownerId))
      .leftJoin(shipments, eq(shipments.quoteId, quotes.id))
      .where(
        whereOf(
          placeholderScope(kind),
          { openOnly: filter.openOnly, status: filter.status, band: filter.band },
          pattern === undefined ? undefined : sql.placeholder('pattern'),
        ),
      )
      .orderBy(...PAGE_ORDER[order])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const newest = sql`${rows.created} desc, ${rows.id} desc`;
    const aggregateOrder =
      order === 'priority'
        ? sql`${rows.rank}, ${rows.bids}, ${newest}`
        : order === 'owner'
          ? sql`${sql.identifier('k_open')}, ${sql.identifier('k_expires')}, ${rows.id} desc`
          : newest;
    return on
      .select({
        text: sql<string>`coalesce(json_agg(${rows.json} order by ${aggregateOrder}), '[]'::json)::text`,
      })
      .from(rows)
      .prepare(name);
  });
  const [row] = await statement.execute({ scopeId, pattern, limit: page.limit, offset: page.offset });
  return row?.text ?? '[]';
}

/**
 * An open load as every transporter sees it: its summary's JSON text without the reader's own part
 * (`myBid`) and without the closing brace (`openLoadSummary` adds both), when it expires (ms since
 * the epoch), and the transporter of a shipment it still has (one that was cancelled), for whom the
 * load reads differently (the owner's contact, the shipment).
 */
export interface OpenLoadPageRow {
  id: string;
  head: string;
  expiresAt: number;
  partyId: string | null;
}

/**
 * A page of the open loads (the Available Loads filter and order) the same for every transporter:
 * `listQuoteSummaries` for a transporter and `openOnly`, less each reader's own bid, which
 * `myBidsOn` reads. Planned once per shape, except a search (see `listQuoteSummaries`).
 */
export async function listOpenLoadRows(
  db: DbOrTx,
  filter: Pick<QuoteFilter, 'status' | 'band' | 'search'>,
  page: { limit: number; offset: number; order: QuoteSort },
): Promise<OpenLoadPageRow[]> {
  const pattern = searchPattern(filter);
  const shape = [
    filter.status ?? 'all',
    filter.band ?? 'none',
    pattern ? 'search' : 'plain',
    page.order,
  ].join('_');
  const on = pattern === undefined ? genericPlans(db) : db;
  const statement = prepared(on, `ol_${shape}`, (name) =>
    on
      .select({
        id: quotes.id,
        head: sql<string>`left(json_build_object(
          ${quoteFieldPairs(sql`false`)},
          'bidCount', ${bidCountSql},
          'lowestBid', ${lowestBidSql})::text, -1)`,
        expiresAt: sql<number>`(extract(epoch from ${quotes.expiresAt}) * 1000)::float8`,
        partyId: shipments.transporterId,
      })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.ownerId))
      .leftJoin(shipments, eq(shipments.quoteId, quotes.id))
      .where(
        whereOf(
          { all: true },
          { openOnly: true, status: filter.status, band: filter.band },
          pattern === undefined ? undefined : sql.placeholder('pattern'),
        ),
      )
      .orderBy(...PAGE_ORDER[page.order])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return statement.execute({ pattern, limit: page.limit, offset: page.offset });
}

/** This transporter's bids on these loads, as each summary's `myBid` JSON text, by load. */
export async function myBidsOn(
  db: DbOrTx,
  transporterId: string,
  quoteIds: string[],
): Promise<Map<string, string>> {
  if (quoteIds.length === 0) return new Map();
  const on = genericPlans(db);
  const statement = prepared(on, 'ol_my_bids', (name) =>
    on
      .select({
        quoteId: bids.quoteId,
        json: sql<string>`json_build_object('id', ${bids.id}, 'amount', ${kwacha(bids.amountNgwee)}, 'estimatedDays', ${bids.estimatedDays})::text`,
      })
      .from(bids)
      .where(
        and(
          eq(bids.transporterId, sql.placeholder('transporterId')),
          sql`${bids.quoteId} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ transporterId, ids: quoteIds });
  return new Map(rows.map((row) => [row.quoteId, row.json]));
}

/** The summary's JSON text as `listQuoteSummaries` writes it for a transporter who is not its party. */
export const openLoadSummary = (row: OpenLoadPageRow, myBid: string | undefined) =>
  `${row.head}, "myBid" : ${myBid ?? 'null'}, "shipmentId" : null}`;
