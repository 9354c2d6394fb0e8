import type { CarrierDocument } from '@njira/domain';
import type { CarrierDocumentRow } from '../../db/queries/carrier-documents.ts';

/** A document as its transporter and admins see it: never its storage key. */
export function toCarrierDocumentDto(row: CarrierDocumentRow): CarrierDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    expiresOn: row.expiresOn,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    originalName: row.originalName,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
