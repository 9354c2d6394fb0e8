import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { quotes } from './quotes.ts';
import { users } from './users.ts';

/**
 * One conversation per load and transporter (ADR 025): the load's questions before acceptance, and
 * the shipment's thread after it when this transporter's bid is the accepted one. The owner is the
 * load's, so it is read through `quotes`, never copied here.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_quote_transporter_key').on(t.quoteId, t.transporterId),
    // A transporter's inbox.
    index('conversations_transporter_idx').on(t.transporterId),
  ],
);
