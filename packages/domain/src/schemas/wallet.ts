import { z } from 'zod';
import { MOBILE_MONEY_PROVIDERS } from '../mobile-money.ts';
import { checkWalletNetwork, walletFieldsSchema } from './shipment-payment.ts';

/**
 * The caller's own mobile-money wallet in Settings (issue 26, ADR 021 'Wallets in Settings'): the
 * cargo owner's to pay from, the transporter's to be paid to. One per user.
 */

const currentPasswordField = z.string({ error: 'Current password must be text' }).max(128).optional();

/** PUT /api/wallet. A transporter's change of where it is paid needs its current password. */
export const walletSaveSchema = walletFieldsSchema
  .extend({ currentPassword: currentPasswordField })
  .superRefine(checkWalletNetwork);
export type WalletSaveInput = z.input<typeof walletSaveSchema>;
export type WalletSave = z.output<typeof walletSaveSchema>;

/** DELETE /api/wallet (no body for a cargo owner). */
export const walletRemoveSchema = z.object({ currentPassword: currentPasswordField });
export type WalletRemove = z.infer<typeof walletRemoveSchema>;

/** A transporter changing or removing its payout wallet without the current password. */
export const WALLET_CHANGE_NEEDS_PASSWORD =
  'Please enter your current password to change the wallet you are paid to';

export const savedWalletSchema = z.object({
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  /** As stored and sent to the provider: '260763456789'. */
  msisdn: z.string(),
  /** As shown and as a form takes it back: '076 345 6789'. */
  phoneNumber: z.string(),
  updatedAt: z.string(),
});
export type SavedWallet = z.infer<typeof savedWalletSchema>;

/** What GET, PUT and DELETE /api/wallet answer: the caller's wallet, or null without one. */
export const walletAnswerSchema = z.object({ wallet: savedWalletSchema.nullable() });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
