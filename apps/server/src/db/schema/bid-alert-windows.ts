import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quotes } from './quotes.ts';

/**
 * The quarter hours in which a load's owner was sent an e-mail and SMS about a new bid on it (ADR
 * 019, 'A digest of bid alerts'). The activity trigger adds the row with the first bid of each
 * quarter hour and queues that bid's e-mail and SMS; the later bids of the same quarter hour find the
 * row and reach the owner's bell only. Rows older than a day are purged with the old notifications.
 */
export const bidAlertWindows = pgTable(
  'bid_alert_windows',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.windowStart] })],
);
