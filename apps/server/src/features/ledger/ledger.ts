import type { LedgerAccountRef, LedgerLine } from '@njira/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type JournalEntryKind,
  journalEntries,
  journalLines,
  ledgerAccounts,
} from '../../db/schema/ledger.ts';

/**
 * The double-entry ledger (issue 26, ADR 021), the one module that writes it and reads balances
 * from it. What each money event posts is the domain's (`ledger-entries.ts`); here an entry is
 * written once per idempotency key, in the caller's transaction, and balances are sums of lines.
 * The database refuses an entry that does not balance (at commit) and any change to what is written.
 */

export interface EntryToPost {
  kind: JournalEntryKind;
  /** What makes it happen once, e.g. `deposit_completed:<transfer id>`. */
  idempotencyKey: string;
  shipmentId?: string | null;
  transferId?: string | null;
  actorId?: string | null;
  memo: string;
  lines: LedgerLine[];
  /** When it happened, for a history written after the fact (the demo seed); else the database's now. */
  createdAt?: Date;
}

/**
 * One key per account: the kind and whose it is. Takes a reference or a stored row alike (an
 * escrow names its shipment, a party's account its user, the two singletons neither).
 */
export function accountKey(ref: {
  kind: string;
  userId?: string | null;
  shipmentId?: string | null;
}): string {
  if (ref.shipmentId) return `escrow:${ref.shipmentId}`;
  if (ref.userId) return `${ref.kind}:${ref.userId}`;
  return ref.kind;
}

function columnsOf(ref: LedgerAccountRef) {
  return {
    kind: ref.kind,
    userId: 'userId' in ref ? ref.userId : null,
    shipmentId: 'shipmentId' in ref ? ref.shipmentId : null,
  };
}

async function findAccounts(db: DbOrTx, refs: readonly LedgerAccountRef[]): Promise<Map<string, string>> {
  const wanted = refs.map((ref) => {
    const c = columnsOf(ref);
    return and(
      eq(ledgerAccounts.kind, c.kind),
      c.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, c.userId),
      c.shipmentId === null ? isNull(ledgerAccounts.shipmentId) : eq(ledgerAccounts.shipmentId, c.shipmentId),
    );
  });
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      userId: ledgerAccounts.userId,
      shipmentId: ledgerAccounts.shipmentId,
    })
    .from(ledgerAccounts)
    .where(or(...wanted));
  return new Map(rows.map((r) => [accountKey(r), r.id]));
}

/**
 * The ids of these accounts, opening the ones that do not exist yet. Two transactions opening the
 * same account at once both end up with the one that committed first (the insert waits for it,
 * does nothing, and the second read sees it).
 */
export async function accountIds(tx: Tx, refs: readonly LedgerAccountRef[]): Promise<Map<string, string>> {
  const found = await findAccounts(tx, refs);
  const missing = refs.filter((ref) => !found.has(accountKey(ref)));
  if (missing.length === 0) return found;
  await tx.insert(ledgerAccounts).values(missing.map(columnsOf)).onConflictDoNothing();
  const all = await findAccounts(tx, refs);
  for (const ref of refs) {
    if (!all.has(accountKey(ref))) throw new Error(`ledger account ${accountKey(ref)} could not be opened`);
  }
  return all;
}

/**
 * Writes the entry, once: the id of the new entry, or null when an entry with this idempotency key
 * was already posted (a duplicate callback, a poll racing a callback), in which case nothing is
 * written. Run it in the transaction of the event it records.
 */
export async function postEntry(tx: Tx, entry: EntryToPost): Promise<string | null> {
  const [inserted] = await tx
    .insert(journalEntries)
    .values({
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      shipmentId: entry.shipmentId ?? null,
      transferId: entry.transferId ?? null,
      actorId: entry.actorId ?? null,
      memo: entry.memo,
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (!inserted) return null;
  const ids = await accountIds(
    tx,
    entry.lines.map((l) => l.account),
  );
  await tx.insert(journalLines).values(
    entry.lines.map((l) => ({
      entryId: inserted.id,
      accountId: ids.get(accountKey(l.account)) as string,
      amountNgwee: l.amountNgwee,
    })),
  );
  return inserted.id;
}

/**
 * The balance of each account, debit positive (an asset's balance is positive, a liability's or
 * income's negative): the sum of its lines, computed every time, stored nowhere. An account never
 * posted to is 0.
 */
export async function balances(db: DbOrTx, refs: readonly LedgerAccountRef[]): Promise<Map<string, number>> {
  const result = new Map(refs.map((ref) => [accountKey(ref), 0]));
  if (refs.length === 0) return result;
  const ids = await findAccounts(db, refs);
  if (ids.size === 0) return result;
  const rows = await db
    .select({
      accountId: journalLines.accountId,
      balance: sql<number>`sum(${journalLines.amountNgwee})::bigint`.mapWith(Number),
    })
    .from(journalLines)
    .where(inArray(journalLines.accountId, [...ids.values()]))
    .groupBy(journalLines.accountId);
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  for (const row of rows) result.set(keyOf.get(row.accountId) as string, row.balance);
  return result;
}

/** What a shipment's escrow holds now, in ngwee (its credit balance). */
export async function escrowHeld(db: DbOrTx, shipmentId: string): Promise<number> {
  const ref: LedgerAccountRef = { kind: 'escrow', shipmentId };
  return 0 - ((await balances(db, [ref])).get(accountKey(ref)) ?? 0);
}

/** Whether an entry with this idempotency key has been posted. */
export async function isPosted(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}
