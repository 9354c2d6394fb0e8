import { count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { carrierDocuments } from '../schema/carrier-documents.ts';
import { shipmentDisputes } from '../schema/shipment-disputes.ts';

/** The admin home's 'needs attention' (issue 40): disputes not resolved, documents waiting for review. */
export async function attentionCounts(
  db: DbOrTx,
): Promise<{ openDisputes: number; documentsToReview: number }> {
  const [[disputes], [documents]] = await Promise.all([
    db.select({ n: count() }).from(shipmentDisputes).where(isNull(shipmentDisputes.resolvedAt)),
    db.select({ n: count() }).from(carrierDocuments).where(eq(carrierDocuments.status, 'pending')),
  ]);
  return { openDisputes: disputes?.n ?? 0, documentsToReview: documents?.n ?? 0 };
}
