import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outbox } from './outbox.ts';

/**
 * Messages from the landing page's 'Send us a message' form (issue 40, item 5), as the visitor wrote
 * them (contactMessageSchema), with the e-mail to the platform's contact address written in the same
 * transaction (`outboxId`). Listed for the admins, newest first.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
