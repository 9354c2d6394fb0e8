import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { moneyTransfers } from '../schema/money-transfers.ts';

/**
 * Mobile-money operations (`money_transfers`, ADR 021): stored before the provider is called, moved
 * on by its answer, its callback or a status poll. The money is in the ledger; here is where each
 * operation stands.
 */
export type TransferRow = typeof moneyTransfers.$inferSelect;
export type NewTransfer = Pick<
  typeof moneyTransfers.$inferInsert,
  | 'kind'
  | 'shipmentId'
  | 'userId'
  | 'gateway'
  | 'provider'
  | 'phoneNumber'
  | 'amountNgwee'
  | 'depositId'
  | 'customerMessage'
>;

/** Stores a new operation (PENDING, to be checked after `checkAfterMs` unless its answer comes first). */
export async function insertTransfer(
  db: DbOrTx,
  values: NewTransfer,
  checkAfterMs: number,
): Promise<TransferRow> {
  const [row] = await db
    .insert(moneyTransfers)
    .values({ ...values, nextCheckAt: sql`now() + ${`${checkAfterMs} milliseconds`}::interval` })
    .returning();
  if (!row) throw new Error('insert into money_transfers returned nothing');
  return row;
}

/** Locks the operation until the transaction ends: its callback, its poll and its answer queue. */
export async function lockTransfer(tx: DbOrTx, id: string): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(moneyTransfers)
    .where(eq(moneyTransfers.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateTransfer(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      TransferRow,
      'status' | 'failureCode' | 'failureMessage' | 'providerTransactionId' | 'finishedAt' | 'receivedNgwee'
    >
  >,
): Promise<void> {
  await tx
    .update(moneyTransfers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(moneyTransfers.id, id));
}

/** The shipment's operations of a kind, newest first. */
export async function transfersOf(
  db: DbOrTx,
  shipmentId: string,
  kind: TransferRow['kind'],
): Promise<TransferRow[]> {
  return db
    .select()
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.shipmentId, shipmentId), eq(moneyTransfers.kind, kind)))
    .orderBy(desc(moneyTransfers.createdAt), desc(moneyTransfers.id));
}

/**
 * The attempts to move one sum of money, newest first: the transfer and its retries, each a row of
 * its own (same shipment and kind; a refund also the same deposit, since a second deposit's refund
 * is money of its own). Only the newest may be retried (ADR 021).
 */
export async function transferChain(
  db: DbOrTx,
  t: Pick<TransferRow, 'shipmentId' | 'kind' | 'depositId'>,
): Promise<TransferRow[]> {
  return db
    .select()
    .from(moneyTransfers)
    .where(
      and(
        eq(moneyTransfers.shipmentId, t.shipmentId),
        eq(moneyTransfers.kind, t.kind),
        t.depositId ? eq(moneyTransfers.depositId, t.depositId) : isNull(moneyTransfers.depositId),
      ),
    )
    .orderBy(desc(moneyTransfers.createdAt), desc(moneyTransfers.id));
}

/** Ngwee of the user's operations of a kind that are under way (sent or to be sent, not final). */
export async function inFlightNgwee(db: DbOrTx, userId: string, kind: TransferRow['kind']): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${moneyTransfers.amountNgwee}), 0)::bigint`.mapWith(Number) })
    .from(moneyTransfers)
    .where(
      and(
        eq(moneyTransfers.userId, userId),
        eq(moneyTransfers.kind, kind),
        inArray(moneyTransfers.status, ['PENDING', 'ACCEPTED']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Unfinished operations whose check is due, oldest first, each moved `nextCheckAfterMs` on before
 * it is returned so that another instance (or the next round) does not take it meanwhile; rows
 * another instance holds are skipped.
 */
export async function claimDueTransfers(db: Db, limit: number, backoffMs: (checks: number) => number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(moneyTransfers)
      .where(
        and(
          inArray(moneyTransfers.status, ['PENDING', 'ACCEPTED']),
          lte(moneyTransfers.nextCheckAt, sql`now()`),
        ),
      )
      .orderBy(asc(moneyTransfers.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(moneyTransfers)
        .set({
          checks: row.checks + 1,
          nextCheckAt: sql`now() + ${`${backoffMs(row.checks + 1)} milliseconds`}::interval`,
        })
        .where(eq(moneyTransfers.id, row.id));
    }
    return due;
  });
}

/**
 * The deposits (payment prompts) made since `since` to this number, for this shipment and by this
 * owner, in one statement; the number's own are counted after `lockPromptsTo` took its lock.
 */
export async function countRecentPrompts(
  tx: DbOrTx,
  p: { phoneNumber: string; shipmentId: string; userId: string },
  since: Date,
): Promise<{ toNumber: number; forShipment: number; byOwner: number }> {
  const [row] = await tx
    .select({
      toNumber: sql<number>`count(*) filter (where ${moneyTransfers.phoneNumber} = ${p.phoneNumber})::int`,
      forShipment: sql<number>`count(*) filter (where ${moneyTransfers.shipmentId} = ${p.shipmentId})::int`,
      byOwner: sql<number>`count(*) filter (where ${moneyTransfers.userId} = ${p.userId})::int`,
    })
    .from(moneyTransfers)
    .where(
      and(
        eq(moneyTransfers.kind, 'deposit'),
        gte(moneyTransfers.createdAt, since),
        or(
          eq(moneyTransfers.phoneNumber, p.phoneNumber),
          eq(moneyTransfers.shipmentId, p.shipmentId),
          eq(moneyTransfers.userId, p.userId),
        ),
      ),
    );
  return row ?? { toNumber: 0, forShipment: 0, byOwner: 0 };
}

/** Serialises the prompts to one number until the transaction ends (owners racing to one phone). */
export async function lockPromptsTo(tx: DbOrTx, phoneNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt:${phoneNumber}`}))`);
}
