import { MOBILE_MONEY_PROVIDERS } from '@njira/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

export const TRANSFER_KINDS = ['deposit', 'payout', 'refund'] as const;
/**
 * PENDING: stored, the provider's answer not yet in (or lost: the poller asks again with the same
 * id); ACCEPTED: the provider took it; COMPLETED and FAILED are final.
 */
export const TRANSFER_STATUSES = ['PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED'] as const;

/**
 * One mobile-money operation with the provider (issue 26): its id is generated and this row
 * committed before the provider is called, and the id is the provider's idempotency key. The money
 * itself is in the ledger; this is where each operation stands.
 */
export const moneyTransfers = pgTable(
  'money_transfers',
  {
    /** Sent to the provider as depositId, payoutId or refundId. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The payer (deposit), the recipient (payout) or the owner refunded (refund). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The gateway that carried it: 'sandbox' or 'pawapay'. */
    gateway: text('gateway').notNull(),
    provider: text('provider', { enum: MOBILE_MONEY_PROVIDERS }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
    /** The completed deposit a refund returns. */
    depositId: uuid('deposit_id').references((): AnyPgColumn => moneyTransfers.id),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('PENDING'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    providerTransactionId: text('provider_transaction_id'),
    /**
     * What the provider reported moving for a completed deposit, when it is not the amount asked
     * (issue 39: escrow holds only the amount asked; `deposit-amounts.ts`); else null.
     */
    receivedNgwee: bigint('received_ngwee', { mode: 'number' }),
    /** What the payer's phone shows with a deposit's prompt: who asks (issue 39); null: the default. */
    customerMessage: text('customer_message'),
    /** Status asks so far while no callback came; the next waits `nextCheckAt`. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('money_transfers_shipment_idx').on(t.shipmentId, t.createdAt),
    index('money_transfers_user_idx').on(t.userId, t.createdAt),
    // The payment prompts to one number in the last minutes (`paymentPromptRefusal`).
    index('money_transfers_deposit_number_idx')
      .on(t.phoneNumber, t.createdAt)
      .where(sql`${t.kind} = 'deposit'`),
    // The admin's short deposits (brought less than asked): rare, so a small partial index.
    index('money_transfers_short_deposit_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'deposit' and ${t.receivedNgwee} < ${t.amountNgwee}`),
    // The poller's queue: what has not finished, by when to ask.
    index('money_transfers_open_idx').on(t.nextCheckAt).where(sql`${t.status} in ('PENDING', 'ACCEPTED')`),
    check('money_transfers_amount_positive', sql`${t.amountNgwee} > 0`),
    check('money_transfers_kind_check', sql`${t.kind} in ('deposit', 'payout', 'refund')`),
    check('money_transfers_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED')`),
    check('money_transfers_refund_has_deposit', sql`(${t.kind} = 'refund') = (${t.depositId} is not null)`),
    check('money_transfers_msisdn', sql`${t.phoneNumber} ~ '^260[0-9]{9}$'`),
    check(
      'money_transfers_received_of_deposit',
      sql`${t.receivedNgwee} is null or (${t.kind} = 'deposit' and ${t.receivedNgwee} >= 0)`,
    ),
  ],
);

/**
 * A user's mobile-money wallet (the spec's Payment Methods card): the owner's to pay from, the
 * transporter's to be paid to. One per user.
 */
export const mobileMoneyWallets = pgTable(
  'mobile_money_wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: MOBILE_MONEY_PROVIDERS }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mobile_money_wallets_msisdn', sql`${t.phoneNumber} ~ '^260[0-9]{9}$'`)],
);
