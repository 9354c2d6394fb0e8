import { APP_TIME_ZONE, type ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { lusakaMonthOf } from './lusaka-months.ts';
import { awaitsWallet } from './money-waiting.ts';
import { paymentReceived } from './shipment-money.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { expectedDeliverySql, platformFeeNgwee } from './sql-helpers.ts';

/** Only a transporter has earnings: the scope is its own shipments, applied in every `where`. */
export type EarningsScope = { transporterId: string };

/** The instant a shipment's earnings count from: completedAt, else deliveryDate, else createdAt. */
export const earningsDate = sql`coalesce(${shipments.completedAt}, ${shipments.deliveryDate}, ${shipments.createdAt})`;

/** The domain's `earningsMonthKey` in SQL: 'YYYY-MM' of the earnings date in Lusaka time. */
export const earningsMonth = sql`to_char(${earningsDate} at time zone ${APP_TIME_ZONE}, 'YYYY-MM')`;

/** Paid: a transporter's earnings are its DELIVERED shipments (the dashboard's reading, ADR 014). */
export const delivered = sql`${shipments.status} = 'DELIVERED'`;

/** Where the transporter's 80% of a shipment stands (ADR 021): its payout status. */
export type PayoutStatus = 'held' | 'paying_out' | 'awaiting_wallet' | 'payout_failed' | 'paid_out';

/** Which of the transporter's shipments a list holds: money still coming, or paid out. */
export type EarningSet = 'pending' | 'paid';

/**
 * Per shipment, what the ledger says of the transporter's money: one aggregate over its entries
 * (`journal_entries_shipment_idx`) and their lines to its escrow and to its transporter's payable,
 * for a `left join lateral` over `shipments`.
 */
function payoutFacts(db: DbOrTx) {
  const lines = (condition: SQL) =>
    sql<number>`coalesce(sum(${journalLines.amountNgwee}) filter (where ${condition}), 0)::bigint`.mapWith(
      Number,
    );
  const payable = sql`${ledgerAccounts.kind} = 'transporter_payable'`;
  // What one kind of entry posted to the shipment's escrow (a literal kind, written into the SQL).
  const escrow = (kind: 'deposit_completed' | 'escrow_refunded' | 'escrow_released') =>
    lines(sql`${ledgerAccounts.kind} = 'escrow' and ${journalEntries.kind} = ${sql.raw(`'${kind}'`)}`);
  return db
    .select({
      heldNgwee: sql<number>`(-${lines(sql`${ledgerAccounts.kind} = 'escrow'`)})`.as('held_ngwee'),
      paidInNgwee: sql<number>`(-${escrow('deposit_completed')})`.as('paid_in_ngwee'),
      refundedNgwee: escrow('escrow_refunded').as('refunded_ngwee'),
      releasedNgwee: escrow('escrow_released').as('released_ngwee'),
      // The transporter's part of the release, credited to its payable.
      creditedNgwee:
        sql<number>`(-${lines(sql`${payable} and ${journalEntries.kind} = 'escrow_released'`)})`.as(
          'credited_ngwee',
        ),
      paidOutNgwee: lines(sql`${payable} and ${journalEntries.kind} = 'payout_completed'`).as(
        'paid_out_ngwee',
      ),
      paidOutAt:
        sql<Date | null>`max(${journalEntries.createdAt}) filter (where ${journalEntries.kind} = 'payout_completed')`.as(
          'paid_out_at',
        ),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(
      ledgerAccounts,
      sql`${ledgerAccounts.id} = ${journalLines.accountId} and (
        (${ledgerAccounts.kind} = 'escrow' and ${ledgerAccounts.shipmentId} = ${shipments}.id)
        or (${payable} and ${ledgerAccounts.userId} = ${shipments}.transporter_id))`,
    )
    .where(sql`${journalEntries.shipmentId} = ${shipments}.id`)
    .as('payout');
}

type Facts = ReturnType<typeof payoutFacts>;

/** Pending: escrow holds it, or it was released and not yet paid out. Paid: paid out. */
function inSet(facts: Facts, set: EarningSet): SQL {
  if (set === 'paid') return sql`${facts.paidOutNgwee} > 0`;
  return sql`(${facts.heldNgwee} > 0 or (${facts.creditedNgwee} > 0 and ${facts.paidOutNgwee} = 0))`;
}

/** The latest payout's status, from money_transfers (`money_transfers_shipment_idx`). */
const latestPayout = sql`(select t.status from ${moneyTransfers} t
  where t.shipment_id = ${shipments}.id and t.kind = 'payout' order by t.created_at desc limit 1)`;

function payoutStatus(facts: Facts) {
  return sql<PayoutStatus>`case when ${facts.paidOutNgwee} > 0 then 'paid_out'
    when ${facts.creditedNgwee} > 0 and ${latestPayout} = 'FAILED' then 'payout_failed'
    when ${facts.creditedNgwee} > 0 and ${awaitsWallet(sql`${shipments}.id`)} then 'awaiting_wallet'
    when ${facts.creditedNgwee} > 0 then 'paying_out'
    else 'held' end`;
}

export interface EarningRow {
  id: string;
  status: ShipmentStatus;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  pickupDate: Date;
  expectedDate: Date;
  /** When it was paid out (the payout_completed entry); the earnings date before that. */
  earnedOn: Date;
  /** The accepted bid. */
  amountNgwee: number;
  /** The ledger's facts of its escrow (the domain's `moneyFigures` turns them into what is shown). */
  paidInNgwee: number;
  refundedNgwee: number;
  releasedNgwee: number;
  payoutStatus: PayoutStatus;
  /** The owner's deposit completed, so the receipt exists. */
  receiptAvailable: boolean;
}

function earningColumns(facts: Facts) {
  return {
    id: shipments.id,
    status: shipments.status,
    cargo: shipments.cargo,
    fromLocation: shipments.fromLocation,
    toLocation: shipments.toLocation,
    pickupDate: shipments.pickupDate,
    expectedDate: expectedDeliverySql.mapWith(shipments.deliveryDate),
    earnedOn: sql<Date>`coalesce(${facts.paidOutAt}, ${earningsDate})`.mapWith(shipments.createdAt),
    amountNgwee: shipments.amountNgwee,
    paidInNgwee: sql<number>`${facts.paidInNgwee}`.mapWith(Number),
    refundedNgwee: sql<number>`${facts.refundedNgwee}`.mapWith(Number),
    releasedNgwee: sql<number>`${facts.releasedNgwee}`.mapWith(Number),
    payoutStatus: payoutStatus(facts),
    receiptAvailable: paymentReceived,
  };
}

/**
 * One page of the transporter's shipments in a set and the total that match. Pending ones come
 * soonest-expected first (what to deliver next); paid ones newest payout first.
 */
export async function listEarnings(
  db: DbOrTx,
  scope: EarningsScope,
  opts: { set: EarningSet; limit: number; offset: number },
): Promise<{ rows: EarningRow[]; total: number }> {
  const facts = payoutFacts(db);
  const where = and(shipmentScopeCondition(scope), inSet(facts, opts.set));
  const order =
    opts.set === 'pending'
      ? [asc(expectedDeliverySql), asc(shipments.id)]
      : [desc(sql`${facts.paidOutAt}`), desc(shipments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(earningColumns(facts))
      .from(shipments)
      .leftJoinLateral(facts, sql`true`)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shipments)
      .leftJoinLateral(facts, sql`true`)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The tab counts and the 80% of what escrow holds for the transporter's shipments, in one statement. */
export async function earningCounts(db: DbOrTx, scope: EarningsScope) {
  const facts = payoutFacts(db);
  const [row] = await db
    .select({
      heldShareNgwee:
        sql<number>`coalesce(sum(${facts.heldNgwee} - ${platformFeeNgwee(sql`${facts.heldNgwee}`)}) filter (where ${facts.heldNgwee} > 0), 0)::bigint`.mapWith(
          Number,
        ),
      pendingCount: sql<number>`count(*) filter (where ${inSet(facts, 'pending')})::int`,
      paidCount: sql<number>`count(*) filter (where ${inSet(facts, 'paid')})::int`,
    })
    .from(shipments)
    .leftJoinLateral(facts, sql`true`)
    .where(shipmentScopeCondition(scope));
  return row ?? { heldShareNgwee: 0, pendingCount: 0, paidCount: 0 };
}

/**
 * The transporter's shipments paid out in one Lusaka month (its statement, by the payout_completed
 * entry's date), oldest first, each with its cargo owner's company.
 */
export function paidOutInMonth(
  db: DbOrTx,
  scope: EarningsScope,
  month: string,
): Promise<(EarningRow & { ownerCompany: string })[]> {
  const facts = payoutFacts(db);
  return db
    .select({ ...earningColumns(facts), ownerCompany: users.companyName })
    .from(shipments)
    .leftJoinLateral(facts, sql`true`)
    .innerJoin(users, eq(users.id, shipments.ownerId))
    .where(
      and(
        shipmentScopeCondition(scope),
        inSet(facts, 'paid'),
        sql`${lusakaMonthOf(sql`${facts.paidOutAt}`)} = ${month}`,
      ),
    )
    .orderBy(asc(sql`${facts.paidOutAt}`), asc(shipments.id));
}
