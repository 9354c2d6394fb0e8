import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id),
    amountNgwee: bigint('amount_ngwee', { mode: 'number' }).notNull(),
    estimatedDays: integer('estimated_days').notNull(),
    notes: text('notes'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One bid per transporter per load, enforced by the database under any concurrency.
    unique('bids_one_per_transporter').on(t.quoteId, t.transporterId),
    check('bids_amount_positive', sql`${t.amountNgwee} > 0`),
    check('bids_days_range', sql`${t.estimatedDays} between 1 and 30`),
    index('bids_quote_amount_idx').on(t.quoteId, t.amountNgwee),
    index('bids_transporter_created_idx').on(t.transporterId, t.createdAt.desc().nullsFirst()),
  ],
);
