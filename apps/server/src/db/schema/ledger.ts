import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger (issue 26, ADR 021): every kwacha the platform holds or owes is a balance
 * computed from journal lines, never stored. An entry's lines sum to zero (a deferred constraint
 * trigger checks it at commit, migration 0023), lines and entries are never updated or deleted
 * (corrections are new entries), amounts are ngwee, a debit is positive and a credit negative.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** Money received from an owner and not (or no longer) held for a shipment: what we owe them back. */
  'owner_funding',
  /** Money held for one shipment until delivery is confirmed, a dispute is resolved or it is cancelled. */
  'escrow',
  /** The transporter's 80%, released from escrow and not yet paid out. */
  'transporter_payable',
  /** The platform's 20%. One account. */
  'platform_revenue',
  /** What the mobile-money provider holds for us: deposits in, payouts and refunds out. One account. */
  'provider_clearing',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The owner (owner_funding) or the transporter (transporter_payable). */
    userId: uuid('user_id').references(() => users.id),
    /** The shipment an escrow account holds money for. */
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_one_per_purpose').on(t.kind, t.userId, t.shipmentId).nullsNotDistinct(),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('owner_funding', 'escrow', 'transporter_payable', 'platform_revenue', 'provider_clearing')`,
    ),
    check(
      'ledger_accounts_shape',
      sql`case ${t.kind}
        when 'escrow' then ${t.shipmentId} is not null and ${t.userId} is null
        when 'owner_funding' then ${t.userId} is not null and ${t.shipmentId} is null
        when 'transporter_payable' then ${t.userId} is not null and ${t.shipmentId} is null
        else ${t.userId} is null and ${t.shipmentId} is null end`,
    ),
  ],
);

export const JOURNAL_ENTRY_KINDS = [
  /** A deposit completed: the provider holds the money, the shipment's escrow owes it. */
  'deposit_completed',
  /**
   * A deposit that brought less than asked (issue 39): all of it owed back to the owner, nothing
   * held. Its own kind, so that nothing reading `deposit_completed` as "paid" counts it.
   */
  'deposit_short',
  /** Escrow released: 80% to the transporter's payable, 20% to revenue (all or what a dispute left). */
  'escrow_released',
  /** Escrow (all or part) owed back to the owner: a cancellation before pickup, or a dispute. */
  'escrow_refunded',
  /** A payout completed: the provider sent the transporter's payable to their wallet. */
  'payout_completed',
  /** A refund completed: the provider returned the owner's money to their wallet. */
  'refund_completed',
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: JOURNAL_ENTRY_KINDS }).notNull(),
    /**
     * What makes this entry happen once: 'deposit_completed:<transfer id>' and the like. A second
     * attempt (a duplicate callback, a poll racing a callback) conflicts here and writes nothing.
     */
    idempotencyKey: text('idempotency_key').notNull().unique('journal_entries_once'),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** The provider operation this entry records, when there is one. */
    transferId: uuid('transfer_id'),
    /** Who decided it (an admin resolving a dispute, an owner confirming delivery); null for the system. */
    actorId: uuid('actor_id').references(() => users.id),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_shipment_idx').on(t.shipmentId, t.createdAt),
    // Entries of a kind by date (the admin's revenue by month, the transactions list newest first,
    // ADR 021): a month is a range of it, a page an offset into it, read backwards.
    index('journal_entries_kind_date_idx').on(t.kind, t.createdAt, t.id),
    check(
      'journal_entries_kind_check',
      sql`${t.kind} in ('deposit_completed', 'deposit_short', 'escrow_released', 'escrow_refunded', 'payout_completed', 'refund_completed')`,
    ),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Ngwee; a debit is positive, a credit negative; never zero. */
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_not_zero', sql`${t.amountNgwee} <> 0`),
  ],
);
