import { providerOfMsisdn, toMsisdn, type Wallet } from '@njira/domain';
import type { SeedRows } from './rows.ts';

/** A phone number as a mobile-money wallet, or null when it is no Zambian mobile (a landline). */
export function walletOfPhone(phoneNumber: string | null | undefined): Wallet | null {
  const msisdn = phoneNumber ? toMsisdn(phoneNumber) : null;
  const provider = msisdn ? providerOfMsisdn(msisdn) : null;
  return msisdn && provider ? { provider, phoneNumber: msisdn } : null;
}

/**
 * Every demo user's own mobile-money wallet (one per user, `mobile_money_wallets`): their mobile
 * number on its network, saved when they signed up, so the pay form and Settings are filled in.
 * Owners pay from it, transporters are paid to it. The admin's number is a landline: no wallet.
 * Returns each user's wallet by id.
 */
export function addWallets(rows: SeedRows): Map<string, Wallet> {
  const wallets = new Map<string, Wallet>();
  for (const user of rows.users) {
    const wallet = walletOfPhone(user.phoneNumber);
    if (!wallet) continue;
    wallets.set(user.id, wallet);
    rows.wallets.push({ userId: user.id, ...wallet, updatedAt: user.createdAt ?? undefined });
  }
  return wallets;
}
