import type { ContactMessageInput } from '@njira/domain';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { contactMessages } from '../schema/contact-messages.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: DbOrTx,
  message: ContactMessageInput & { outboxId: string | null },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('the contact message was not stored');
  return row;
}

/** One page of the website's messages, newest first. Admins only: the route's access is the scope. */
export function listContactMessages(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countContactMessages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}
