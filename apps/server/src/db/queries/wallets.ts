import type { Wallet } from '@njira/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { mobileMoneyWallets } from '../schema/money-transfers.ts';

export type WalletRow = typeof mobileMoneyWallets.$inferSelect;

/** The user's own wallet, or undefined without one. */
export async function findWallet(db: DbOrTx, userId: string): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(mobileMoneyWallets)
    .where(eq(mobileMoneyWallets.userId, userId))
    .limit(1);
  return row;
}

/** Saves this user's wallet: its one row is created the first time and replaced after that. */
export async function upsertWallet(db: DbOrTx, userId: string, wallet: Wallet): Promise<WalletRow> {
  const [row] = await db
    .insert(mobileMoneyWallets)
    .values({ userId, provider: wallet.provider, phoneNumber: wallet.phoneNumber })
    .onConflictDoUpdate({
      target: mobileMoneyWallets.userId,
      set: { provider: wallet.provider, phoneNumber: wallet.phoneNumber, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert into mobile_money_wallets returned nothing');
  return row;
}

/** Removes this user's wallet; whether there was one. */
export async function deleteWallet(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(mobileMoneyWallets)
    .where(eq(mobileMoneyWallets.userId, userId))
    .returning({ userId: mobileMoneyWallets.userId });
  return rows.length > 0;
}
