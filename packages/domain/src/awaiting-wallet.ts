import { formatKwacha, kwachaDecimals } from './money.ts';

/**
 * A payout with nowhere to go (issue 39, ADR 021): escrow released to a transporter with neither a
 * saved wallet nor a Zambian mobile-money number on its profile. Its 80% waits in its payable, is
 * listed for the admin, and is paid out once the transporter saves a wallet.
 */

/** The Settings section of the wallet, the `#` a link to it carries. */
export const WALLET_SECTION_ID = 'wallet';

export const ADD_WALLET_TO_BE_PAID = 'Add a mobile-money wallet in Settings to be paid';

/** Why the admin's list holds it. */
export const NO_WALLET_REASON = 'No wallet';

/** What the transporter is told: 'K 24,000 is waiting for you. Add a mobile-money wallet in Settings to be paid.' */
export function awaitingWalletText(amountKwacha: number): string {
  const amount = formatKwacha(amountKwacha, { decimals: kwachaDecimals([amountKwacha]) });
  return `${amount} is waiting for you. ${ADD_WALLET_TO_BE_PAID}.`;
}
