import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { emailChanges } from '../schema/email-changes.ts';
import { users } from '../schema/users.ts';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Records a change; an older one still waiting for its confirmation can no longer be confirmed. */
export async function insertEmailChange(db: DbOrTx, values: typeof emailChanges.$inferInsert): Promise<void> {
  await db
    .update(emailChanges)
    .set({ confirmExpiresAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.userId, values.userId),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.confirmExpiresAt, sql`now()`),
      ),
    );
  await db.insert(emailChanges).values(values);
}

/** The new address waiting for its confirmation, if any. */
export async function pendingEmailOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.confirmExpiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${emailChanges.createdAt} desc`)
    .limit(1);
  return row?.newEmail ?? null;
}

/** Spends a confirmation link: once, unexpired, not undone. The row, or nothing. */
export async function spendConfirmation(db: DbOrTx, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.confirmTokenHash, tokenHash),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Spends an undo link: once, within its 7 days. The row, or nothing. */
export async function spendUndo(db: DbOrTx, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ undoneAt: sql`now()`, confirmExpiresAt: sql`least(${emailChanges.confirmExpiresAt}, now())` })
    .where(
      and(
        eq(emailChanges.undoTokenHash, tokenHash),
        isNull(emailChanges.undoneAt),
        gt(emailChanges.undoExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Sets the account's e-mail from `from` (or already `to`) to `to`; false when it is now a third one. */
export async function moveEmail(db: DbOrTx, userId: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(eq(users.email, from), eq(users.email, to))))
    .returning({ id: users.id });
  return rows.length > 0;
}
