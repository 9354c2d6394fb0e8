import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { carrierDocumentOpens } from '../schema/carrier-document-opens.ts';

/** Records that the admin has opened the document's file; its first time is kept. */
export async function recordDocumentOpened(db: DbOrTx, documentId: string, adminId: string): Promise<void> {
  await db.insert(carrierDocumentOpens).values({ documentId, adminId }).onConflictDoNothing();
}

/** Whether the admin has opened the document: the approval's condition, in its `where`. */
export function openedBy(documentId: string, adminId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${carrierDocumentOpens} o
    where o.document_id = ${documentId} and o.admin_id = ${adminId})`;
}
