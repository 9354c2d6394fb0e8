import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, lt, sql } from 'drizzle-orm';
import { conflict } from '../../lib/http-errors.ts';
import type { Db, DbOrTx, Tx } from '../client.ts';
import { idempotencyKeys } from '../schema/index.ts';

/**
 * One signed-in write sent with an `Idempotency-Key` (ADR 022). `claimed` turns true once the row
 * committed with the action's own transaction: from then on the action counts as applied.
 */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  fingerprint: string;
  claimed: boolean;
}

/** The claim of the request being handled, for the transaction that carries out its action. */
export const idempotencyClaims = new AsyncLocalStorage<IdempotencyClaim>();

export const KEY_TAKEN_MESSAGE =
  'This request is already being processed. Wait a moment, then reload to see its result.';

/**
 * Writes the request's key row inside `tx`, the action's transaction: the row commits exactly when
 * the action does. A concurrent request with the same key that got there first makes this wait for
 * its commit, then refuses (409) so the action is not applied a second time.
 */
export async function claimInTransaction(tx: Tx, claim: IdempotencyClaim): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) throw conflict(KEY_TAKEN_MESSAGE);
}

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number | null;
  responseBody: string | null;
}

export async function findStoredAnswer(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/**
 * The keys kept per user: storing one more drops that user's oldest (issue 40: 1,000 keys in two
 * seconds kept about 1 MB). Evicting, not refusing: a person who writes more than this in a day
 * (20 messages a minute are allowed) is never stopped, and loses only the replay of a write
 * 200 writes ago, which no retry comes back for; someone flooding keys fills only their own 200.
 */
export const KEYS_PER_USER = 200;

/**
 * Stores the answer for a key: on the row the action's transaction wrote, or, for a write that
 * opened no such transaction (a setting, a profile field), as a new row. Then the user's keys past
 * KEYS_PER_USER, oldest first, go.
 */
export async function storeAnswer(
  db: Db,
  claim: IdempotencyClaim,
  answer: { statusCode: number; responseBody: string },
): Promise<void> {
  if (claim.claimed) {
    await db
      .update(idempotencyKeys)
      .set(answer)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  } else {
    await db
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, ...answer })
      .onConflictDoNothing();
  }
  await db.execute(sql`delete from idempotency_keys where user_id = ${claim.userId} and key in (
      select key from idempotency_keys where user_id = ${claim.userId}
      order by created_at desc, key desc offset ${KEYS_PER_USER})`);
}

/** Keys are honoured for a day: a retry comes within minutes, a day covers a phone left offline overnight. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
