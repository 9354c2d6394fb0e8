import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { outbox } from '../schema/outbox.ts';
import { passwordResets } from '../schema/password-resets.ts';

export async function insertPasswordReset(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Spends a live, unused reset token: the conditional update lets exactly one request do it.
 * Returns the account it was for, or undefined.
 */
export async function spendPasswordReset(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string } | undefined> {
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return spent;
}

/** Whether a reset token is live and unused, without spending it (the link's page asks on opening). */
export async function isLivePasswordReset(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Ends every outstanding reset link of one account. */
export async function spendAllPasswordResets(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Queues a mail; the outbox is read by whatever delivers mail (ADR 004). */
export async function queueMail(
  db: DbOrTx,
  mail: { toEmail: string; subject: string; body: string },
): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  return row;
}
