import { APP_TIME_ZONE, type ShipmentStatus } from '@njira/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../schema/ledger.ts';
import { shipments } from '../schema/shipments.ts';
import { users } from '../schema/users.ts';
import { paymentReceived } from './shipment-money.ts';
import { shipmentScopeCondition } from './shipments.ts';
import { expectedDeliverySql } from './sql-helpers.ts';

/**
 * The owner's payments read from the ledger (ADR 021, 'Reading money'): per shipment, one aggregate
 * over its journal entries (`journal_entries_shipment_idx`) and the lines they post to its escrow
 * account and to revenue. Only a cargo owner has payments: the scope is its own shipments, applied
 * in every `where`, so an owner's escrow accounts are those of shipments whose owner_id is the caller.
 */
export type PaymentsScope = { ownerId: string };

/** Which of the owner's shipments a list holds: released, held in escrow, or not yet paid. */
export type PaymentSet = 'paid' | 'held' | 'pending';

const ngwee = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);
/** The sum of the lines posted by entries of this kind to this kind of account. */
const linesOf = (entry: string | null, account: 'escrow' | 'platform_revenue') =>
  sql`sum(${journalLines.amountNgwee}) filter (where ${ledgerAccounts.kind} = ${sql.raw(`'${account}'`)}${
    entry ? sql` and ${journalEntries.kind} = ${sql.raw(`'${entry}'`)}` : sql``
  })`;

/** The shipment's escrow as the ledger tells it, for a `left join lateral` over `shipments`. */
function escrowFacts(db: DbOrTx) {
  return db
    .select({
      depositedNgwee: ngwee(sql`-${linesOf('deposit_completed', 'escrow')}`).as('deposited_ngwee'),
      heldNgwee: ngwee(sql`-${linesOf(null, 'escrow')}`).as('held_ngwee'),
      releasedNgwee: ngwee(linesOf('escrow_released', 'escrow')).as('released_ngwee'),
      refundedNgwee: ngwee(linesOf('escrow_refunded', 'escrow')).as('refunded_ngwee'),
      feeNgwee: ngwee(sql`-${linesOf('escrow_released', 'platform_revenue')}`).as('fee_ngwee'),
      releasedAt:
        sql<Date | null>`min(${journalEntries.createdAt}) filter (where ${journalEntries.kind} = 'escrow_released')`.as(
          'released_at',
        ),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(
      ledgerAccounts,
      sql`${ledgerAccounts.id} = ${journalLines.accountId} and (${ledgerAccounts.kind} = 'platform_revenue'
        or (${ledgerAccounts.kind} = 'escrow' and ${ledgerAccounts.shipmentId} = ${shipments}.id))`,
    )
    .where(sql`${journalEntries.shipmentId} = ${shipments}.id`)
    .as('money');
}

type Facts = ReturnType<typeof escrowFacts>;

/** The condition of each set, over a shipment and its facts. */
function inSet(money: Facts, set: PaymentSet): SQL {
  if (set === 'paid') return sql`${money.releasedNgwee} > 0`;
  if (set === 'held') return sql`${money.heldNgwee} <> 0`;
  return sql`${shipments.status} <> 'CANCELLED' and ${money.depositedNgwee} = 0`;
}

export interface PaymentTotalsRow {
  paidNgwee: number;
  heldNgwee: number;
  pendingNgwee: number;
  refundedNgwee: number;
  /** The platform's part of what was released: the revenue lines of the owner's releases. */
  feesNgwee: number;
  paidCount: number;
  heldCount: number;
  pendingCount: number;
  refundedCount: number;
}

/** The cards and the tab counts, in one statement. */
export async function paymentTotals(db: DbOrTx, scope: PaymentsScope): Promise<PaymentTotalsRow> {
  const money = escrowFacts(db);
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const refunded = sql`${money.refundedNgwee} > 0`;
  const [row] = await db
    .select({
      paidNgwee: ngwee(sql`sum(${money.releasedNgwee})`),
      heldNgwee: ngwee(sql`sum(${money.heldNgwee})`),
      pendingNgwee: ngwee(sql`sum(${shipments.amountNgwee}) filter (where ${inSet(money, 'pending')})`),
      refundedNgwee: ngwee(sql`sum(${money.refundedNgwee})`),
      feesNgwee: ngwee(sql`sum(${money.feeNgwee})`),
      paidCount: count(inSet(money, 'paid')),
      heldCount: count(inSet(money, 'held')),
      pendingCount: count(inSet(money, 'pending')),
      refundedCount: count(refunded),
    })
    .from(shipments)
    .leftJoinLateral(money, sql`true`)
    .where(shipmentScopeCondition(scope));
  return (
    row ?? {
      paidNgwee: 0,
      heldNgwee: 0,
      pendingNgwee: 0,
      refundedNgwee: 0,
      feesNgwee: 0,
      paidCount: 0,
      heldCount: 0,
      pendingCount: 0,
      refundedCount: 0,
    }
  );
}

export interface PaymentRow {
  id: string;
  status: ShipmentStatus;
  cargo: string;
  fromLocation: string;
  toLocation: string;
  date: Date;
  /** The accepted bid. */
  amountNgwee: number;
  /** The ledger's facts of its escrow (the domain's `moneyFigures` turns them into what is shown). */
  paidInNgwee: number;
  refundedNgwee: number;
  releasedNgwee: number;
  transporterCompany: string;
  /** The owner's deposit completed, so the receipt exists. */
  receiptAvailable: boolean;
}

function paymentColumns(money: Facts, set: PaymentSet) {
  return {
    id: shipments.id,
    status: shipments.status,
    cargo: shipments.cargo,
    fromLocation: shipments.fromLocation,
    toLocation: shipments.toLocation,
    date: (set === 'paid' ? sql<Date>`${money.releasedAt}` : expectedDeliverySql).mapWith(
      shipments.createdAt,
    ),
    amountNgwee: shipments.amountNgwee,
    paidInNgwee: sql<number>`${money.depositedNgwee}`.mapWith(Number),
    refundedNgwee: sql<number>`${money.refundedNgwee}`.mapWith(Number),
    releasedNgwee: sql<number>`${money.releasedNgwee}`.mapWith(Number),
    transporterCompany: users.companyName,
    receiptAvailable: paymentReceived,
  };
}

/**
 * One page of the owner's shipments in a set and the total that match: paid newest release first,
 * held and pending soonest expected first (what is due next).
 */
export async function listPayments(
  db: DbOrTx,
  scope: PaymentsScope,
  opts: { set: PaymentSet; limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const money = escrowFacts(db);
  const where = and(shipmentScopeCondition(scope), inSet(money, opts.set));
  const order =
    opts.set === 'paid'
      ? [desc(sql`${money.releasedAt}`), desc(shipments.id)]
      : [asc(expectedDeliverySql), asc(shipments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(paymentColumns(money, opts.set))
      .from(shipments)
      .leftJoinLateral(money, sql`true`)
      .innerJoin(users, eq(users.id, shipments.transporterId))
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shipments)
      .leftJoinLateral(money, sql`true`)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The owner's shipments whose escrow was released in one Lusaka month (its statement), oldest first. */
export function paidInMonth(db: DbOrTx, scope: PaymentsScope, month: string): Promise<PaymentRow[]> {
  const money = escrowFacts(db);
  return db
    .select(paymentColumns(money, 'paid'))
    .from(shipments)
    .leftJoinLateral(money, sql`true`)
    .innerJoin(users, eq(users.id, shipments.transporterId))
    .where(
      and(
        shipmentScopeCondition(scope),
        inSet(money, 'paid'),
        sql`to_char(${money.releasedAt} at time zone ${APP_TIME_ZONE}, 'YYYY-MM') = ${month}`,
      ),
    )
    .orderBy(asc(sql`${money.releasedAt}`), asc(shipments.id));
}
