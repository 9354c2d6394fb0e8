import {
  type CarrierDocument,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  formatDate,
  isDocumentCurrent,
} from '@njira/domain';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export interface TypeStatus {
  type: DocumentType;
  label: string;
  /** 'Missing', 'Pending review', 'Approved until 30 Jun 2027', 'Rejected: <reason>', 'Expired'. */
  text: string;
  variant: BadgeVariant;
  /** The newest document of the type, if any. */
  document: CarrierDocument | null;
}

/** A calendar day (YYYY-MM-DD) as the screens write dates. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** What the card says about one required type: its newest document's state. */
export function typeStatus(
  type: DocumentType,
  documents: readonly CarrierDocument[],
  today: string,
): TypeStatus {
  const document = documents.find((d) => d.type === type) ?? null;
  const base = { type, label: DOCUMENT_TYPE_LABELS[type], document };
  if (!document) return { ...base, text: 'Missing', variant: 'neutral' };
  switch (document.status) {
    case 'pending':
      return { ...base, text: 'Pending review', variant: 'warning' };
    case 'approved':
      return isDocumentCurrent(document, today)
        ? { ...base, text: `Approved until ${formatDay(document.expiresOn)}`, variant: 'success' }
        : { ...base, text: 'Expired', variant: 'danger' };
    case 'rejected':
      return {
        ...base,
        text: `Rejected: ${document.rejectionReason ?? 'no reason given'}`,
        variant: 'danger',
      };
    case 'expired':
      return { ...base, text: 'Expired', variant: 'danger' };
  }
}
