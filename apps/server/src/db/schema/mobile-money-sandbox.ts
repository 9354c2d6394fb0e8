import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRANSFER_KINDS } from './money-transfers.ts';

/**
 * The local mobile-money sandbox's own records (features/payments/mobile-money/sandbox.ts): what a
 * provider would keep on its side. Not read by the product: the sandbox answers status asks and
 * sends callbacks from it, and it survives a restart like the provider would.
 */
export const mobileMoneySandbox = pgTable(
  'mobile_money_sandbox',
  {
    /** The depositId, payoutId or refundId it was asked with. */
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
    /** The request as received. */
    request: jsonb('request').notNull(),
    /** ACCEPTED, PROCESSING, COMPLETED or FAILED (pawaPay's statuses). */
    status: text('status').notNull(),
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Anything else the sandbox keeps (the scenario its test number chose, callbacks sent). */
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the operation reaches its final status (the payer "approves" after a few seconds). */
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    /** When the next callback is due; null when none is (sent, or the scenario sends none). */
    nextCallbackAt: timestamp('next_callback_at', { withTimezone: true }),
  },
  (t) => [
    index('mobile_money_sandbox_due_idx').on(t.nextCallbackAt).where(sql`${t.nextCallbackAt} is not null`),
  ],
);
