import type { ShipmentStatus } from '@njira/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, genericPlans } from '../client.ts';
import { namedStatement, prepared } from '../prepared.ts';
import { bids } from '../schema/bids.ts';
import { quotes } from '../schema/quotes.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { type AllRows, placeholderScope, scopeParams } from '../scope.ts';
import { iso } from './quote-summaries.ts';
import { PAGE_ORDER, quoteIsOpen, quoteScopeCondition, quoteStatusIs } from './quotes.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { platformFeeNgwee, sqlList } from './sql-helpers.ts';

export interface StatusTotals {
  count: number;
  amountNgwee: number;
}

/** JSON of a sub-select's rows, `[]` when there are none. */
const jsonRows = (query: SQL) => sql`coalesce((select json_agg(r) from (${query}) r), '[]'::json)`;

interface ShipmentFiguresRow {
  totals: { status: ShipmentStatus; count: number; amountNgwee: number }[];
  /** Delivered shipments whose earnings date is on or after `since` (dates as text). */
  delivered: {
    amountNgwee: number;
    completedAt: string | null;
    deliveryDate: string | null;
    createdAt: string;
  }[];
  /** Amounts (ngwee) of the shipments in the `amountsOf` statuses. */
  amounts: number[];
  /** The newest shipments (at most `recent`), in the `recentStatuses` when given. */
  recent: {
    id: string;
    status: ShipmentStatus;
    cargo: string;
    fromLocation: string;
    toLocation: string;
    pickupDate: string;
    amountNgwee: number;
    eta: string | null;
    progress: number;
    transporterCompany: string;
  }[];
}

/** Count and value (ngwee) of the party's shipments per status, as JSON rows. */
function statusTotalsJson(mine: SQL | undefined): SQL {
  return jsonRows(sql`select ${shipments.status} as status, count(*)::int as count,
      coalesce(sum(${shipments.amountNgwee}), 0)::bigint as "amountNgwee"
    from ${shipments} where ${mine} group by ${shipments.status}`);
}

/** The party's newest shipments (at most the `recent` placeholder), in `statuses` when given. */
function recentShipmentsJson(mine: SQL | undefined, statuses?: readonly ShipmentStatus[]): SQL {
  return jsonRows(sql`select ${shipments.id} as id, ${shipments.status} as status, ${shipments.cargo} as cargo,
      ${shipments.fromLocation} as "fromLocation", ${shipments.toLocation} as "toLocation",
      ${shipments.pickupDate} as "pickupDate", ${shipments.amountNgwee} as "amountNgwee",
      ${shipments.eta} as eta, ${shipments.progress} as progress, ${users.companyName} as "transporterCompany"
    from ${shipments} join ${users} on ${users.id} = ${shipments.transporterId}
    where ${and(mine, statuses ? inArray(shipments.status, [...statuses]) : undefined)}
    order by ${shipments.createdAt} desc, ${shipments.id} desc limit ${sql.placeholder('recent')}`);
}

const statusTotalsMap = (rows: ShipmentFiguresRow['totals']) =>
  new Map<ShipmentStatus, StatusTotals>(
    rows.map((t) => [t.status, { count: t.count, amountNgwee: t.amountNgwee }]),
  );

/**
 * Everything a dashboard shows about one party's own shipments, in one statement (ADR 010): the
 * count and value per status, the delivered ones since a date (the domain buckets them into Lusaka
 * months), the amounts in some statuses (fees are split per shipment by the domain), and the
 * newest few.
 */
export async function shipmentFigures(
  db: Db,
  scope: { ownerId: string } | { transporterId: string },
  opts: {
    deliveredSince: Date;
    amountsOf: readonly ShipmentStatus[];
    recent: number;
    recentStatuses?: readonly ShipmentStatus[];
  },
) {
  const { kind, scopeId } = scopeParams(scope);
  // The statuses are fixed per dashboard (one per scope kind); the rest are placeholders.
  const statement = namedStatement<ShipmentFiguresRow>(genericPlans(db), `shipment_figures_${kind}`, () => {
    const mine = shipmentScopeCondition(placeholderScope(kind) as typeof scope);
    return sql`select
    ${statusTotalsJson(mine)} as totals,
    ${jsonRows(sql`select ${shipments.amountNgwee} as "amountNgwee", ${shipments.completedAt} as "completedAt",
        ${shipments.deliveryDate} as "deliveryDate", ${shipments.createdAt} as "createdAt"
      from ${shipments}
      where ${mine} and ${shipments.status} = 'DELIVERED'
        and coalesce(${shipments.completedAt}, ${shipments.deliveryDate}, ${shipments.createdAt}) >= ${sql.placeholder('since')}::timestamptz`)} as delivered,
    coalesce((select json_agg(${shipments.amountNgwee}) from ${shipments}
      where ${and(mine, inArray(shipments.status, [...opts.amountsOf]))}), '[]'::json) as amounts,
    ${recentShipmentsJson(mine, opts.recentStatuses)} as recent`;
  });
  const [row] = await statement.execute({
    scopeId,
    since: opts.deliveredSince.toISOString(),
    recent: opts.recent,
  });

  if (!row) throw new Error('the shipment figures query returned no row');
  return {
    totals: statusTotalsMap(row.totals),
    delivered: row.delivered,
    amounts: row.amounts,
    recent: row.recent,
  };
}

/** What `ownerDashboardFigures` reads; `recentQuotes` is JSON text in the API's shape. */
export interface OwnerDashboardFigures {
  totals: Map<ShipmentStatus, StatusTotals>;
  recent: ShipmentFiguresRow['recent'];
  /** Open loads, counted up to `countUpTo` rows, and how many of those expire within `soonMs`. */
  counts: { open: number; expiringSoon: number };
  /** `cargoOwnerDashboardSchema`'s `recentQuotes`, written by PostgreSQL (`JsonText`). */
  recentQuotes: string;
}

/**
 * Everything the cargo-owner dashboard reads, in one statement on the generic plans (ADR 010, ninth
 * round): the owner's shipments per status and the newest active ones, its open loads counted (up to
 * `countUpTo` rows: past that the caller serves a snapshot), and its newest open loads with every
 * bid's amount, as the JSON the API sends: each load's bids from its kept list (migration 0013), so a
 * hot load's hundreds of bids are neither aggregated in PostgreSQL nor parsed and written again in
 * Node on every request.
 */
export async function ownerDashboardFigures(
  db: Db,
  scope: { ownerId: string },
  opts: {
    recent: number;
    recentStatuses: readonly ShipmentStatus[];
    loads: number;
    countUpTo: number;
    soonMs: number;
  },
): Promise<OwnerDashboardFigures> {
  const statement = namedStatement<{
    totals: ShipmentFiguresRow['totals'];
    recent: ShipmentFiguresRow['recent'];
    counts: { open: number; expiringSoon: number };
    recentQuotes: string;
  }>(genericPlans(db), 'owner_dashboard', () => {
    const mine = shipmentScopeCondition(placeholderScope('owner') as typeof scope);
    const open = and(quoteIsOpen(), quoteScopeCondition(placeholderScope('owner')));
    // The load's kept list (migration 0013), or, while it has bids the once-a-second run has not taken
    // in yet, its bids aggregated now: either way every bid it has, as `[{"amount": …}]`.
    const bidList = sql`case when exists (select 1 from quote_bid_count_queue p where p.quote_id = ${quoteId})
      then bid_list_json(${quoteId})
      else coalesce((select l.bids from quote_bid_lists l where l.quote_id = ${quoteId}), '[]'::json) end`;
    return sql`select
    ${statusTotalsJson(mine)} as totals,
    ${recentShipmentsJson(mine, opts.recentStatuses)} as recent,
    (select json_build_object('open', count(*)::int, 'expiringSoon',
        count(*) filter (where o.expires_at <= now() + ${sql.placeholder('soonMs')} * interval '1 millisecond')::int)
      from (select ${quotes.expiresAt} as expires_at from ${quotes} where ${open}
        limit ${sql.placeholder('countUpTo')}) o) as counts,
    coalesce((select json_agg(l.j) from (select json_build_object(
        'id', ${quotes.id}, 'cargo', ${quotes.cargo}, 'fromLocation', ${quotes.fromLocation},
        'toLocation', ${quotes.toLocation}, 'weight', ${quotes.weightKg}, 'expiresAt', ${iso(quotes.expiresAt)},
        'bids', ${bidList}) as j
      from ${quotes} where ${open}
      order by ${sql.join(PAGE_ORDER.newest, sql`, `)} limit ${sql.placeholder('loads')}) l), '[]'::json)::text
      as "recentQuotes"`;
  });
  const [row] = await statement.execute({
    scopeId: scope.ownerId,
    recent: opts.recent,
    loads: opts.loads,
    countUpTo: opts.countUpTo,
    soonMs: opts.soonMs,
  });
  if (!row) throw new Error('the owner dashboard query returned no row');
  return {
    totals: statusTotalsMap(row.totals),
    recent: row.recent,
    counts: row.counts,
    recentQuotes: row.recentQuotes,
  };
}

export interface OpenLoadRow {
  id: string;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  weightKg: number;
  distanceKm: number | null;
  pickupDate: Date;
  expiresAt: Date;
  maxBudgetNgwee: number;
  estimatedValueNgwee: number | null;
  /** Every bid's amount (ngwee), lowest first: the dashboards show them as `bids[] {amount}`. */
  bidAmounts: number[];
}

/**
 * The quote's id, qualified: in a one-table select Drizzle writes a column bare, and a bare `id`
 * inside a sub-select on bids would mean `bids.id` (the bug ADR 010 found in the owner dashboard).
 */
const quoteId = sql`${quotes}.${sql.identifier('id')}`;

/**
 * The open loads every transporter sees first, at most `limit`, each with its bids' amounts, in the
 * Available Loads order (the domain's `sortLoads`: priority, then fewest bids, then newest), which
 * the stored priority and bid count let PostgreSQL read from an index. One prepared statement. (The
 * owner's dashboard reads its own loads in `ownerDashboardFigures`.)
 */
export async function openLoads(db: DbOrTx, opts: { limit: number }): Promise<OpenLoadRow[]> {
  const on = genericPlans(db);
  const statement = prepared(on, 'open_loads_all_priority', (name) =>
    on
      .select({
        id: quotes.id,
        cargo: quotes.cargo,
        fromLocation: quotes.fromLocation,
        toLocation: quotes.toLocation,
        weightKg: quotes.weightKg,
        distanceKm: quotes.distanceKm,
        pickupDate: quotes.pickupDate,
        expiresAt: quotes.expiresAt,
        maxBudgetNgwee: quotes.maxBudgetNgwee,
        estimatedValueNgwee: quotes.estimatedValueNgwee,
        // Ordered by the amount alone (equal amounts read the same): the (quote, amount) index gives
        // them in order without visiting each bid's row (ADR 010, sixth round).
        bidAmounts: sql<number[]>`coalesce((select json_agg(b.amount_ngwee order by b.amount_ngwee)
          from ${bids} b where b.quote_id = ${quoteId}), '[]'::json)`,
      })
      .from(quotes)
      .where(quoteIsOpen())
      .orderBy(...PAGE_ORDER.priority)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ limit: opts.limit });
}

/**
 * How many open loads the scope may see, and how many of them expire before `soon`: the whole count
 * behind the owner dashboard's snapshot (`ownerDashboardFigures` counts the live case itself).
 */
export async function openLoadCounts(
  db: DbOrTx,
  scope: { ownerId: string },
  opts: { now: Date; soon: Date },
): Promise<{ open: number; expiringSoon: number }> {
  const rows = db
    .select({ expiresAt: quotes.expiresAt })
    .from(quotes)
    .where(and(quoteIsOpen(opts.now), quoteScopeCondition(scope)))
    .as('open_loads');
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      expiringSoon: sql<number>`count(*) filter (where ${rows.expiresAt} <= ${opts.soon.toISOString()})::int`,
    })
    .from(rows);
  return row ?? { open: 0, expiringSoon: 0 };
}

/** Platform-wide numbers, each an SQL aggregate: nothing is downloaded to be counted. */
export async function platformAggregates(
  db: DbOrTx,
  _scope: AllRows,
  opts: { now: Date; inProgress: readonly ShipmentStatus[] },
) {
  const { now } = opts;
  const delivered = sql`${shipments.status} = 'DELIVERED'`;
  const [[u], [q], [s], [b]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        transporters: sql<number>`count(*) filter (where ${users.role} = 'transporter')::int`,
        cargoOwners: sql<number>`count(*) filter (where ${users.role} = 'cargo-owner')::int`,
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      })
      .from(users),
    // The status a reader sees: an ACTIVE quote past its expiry already counts as EXPIRED.
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${quoteStatusIs('ACTIVE', now)})::int`,
        accepted: sql<number>`count(*) filter (where ${quoteStatusIs('ACCEPTED', now)})::int`,
        expired: sql<number>`count(*) filter (where ${quoteStatusIs('EXPIRED', now)})::int`,
        cancelled: sql<number>`count(*) filter (where ${quoteStatusIs('CANCELLED', now)})::int`,
      })
      .from(quotes),
    db
      .select({
        total: sql<number>`count(*)::int`,
        inProgress: sql<number>`count(*) filter (where ${shipments.status} in (${sqlList(opts.inProgress)}))::int`,
        delivered: sql<number>`count(*) filter (where ${delivered})::int`,
        cancelled: sql<number>`count(*) filter (where ${shipments.status} = 'CANCELLED')::int`,
        volumeNgwee: sql<number>`coalesce(sum(${shipments.amountNgwee}) filter (where ${delivered}), 0)::bigint`,
        // The fee of each shipment, as the domain's splitNgwee computes it, then added up.
        feesNgwee: sql<number>`coalesce(sum(${platformFeeNgwee(shipments.amountNgwee)}) filter (where ${delivered}), 0)::bigint`,
      })
      .from(shipments),
    db.select({ total: sql<number>`count(*)::int` }).from(bids),
  ]);
  if (!u || !q || !s || !b) throw new Error('an aggregate query returned no row');
  return { users: u, quotes: q, shipments: s, bids: b };
}
