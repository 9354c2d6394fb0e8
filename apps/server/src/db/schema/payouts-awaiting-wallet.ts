import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/**
 * A released payout with no wallet to go to (issue 39, ADR 021): the release found neither a saved
 * wallet nor a Zambian mobile-money number on the transporter's profile, so no payout could be
 * stored. The money is in the ledger (the transporter's payable); this row is the work left to do,
 * written in the release's transaction and deleted in the one that stores the payout (a wallet
 * saved, or the sweep finding a profile number) — whoever deletes it stores the payout, once.
 */
export const payoutsAwaitingWallet = pgTable(
  'payouts_awaiting_wallet',
  {
    /** A shipment is released once, so it waits for at most one payout. */
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id),
    /** The transporter's part of the release (what its payable was credited). */
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_awaiting_wallet_transporter_idx').on(t.transporterId),
    check('payouts_awaiting_wallet_amount_positive', sql`${t.amountNgwee} > 0`),
  ],
);
