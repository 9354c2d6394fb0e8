import { DOCUMENT_TYPE_LABELS, type DocumentType } from '@njira/domain';
import type { ActivityInput } from '../db/queries/activities.ts';
import { type Actor, actorName, loggedBy } from './activity-entries.ts';

/** The transporter a document entry is about: its notification goes to `metadata.userId`. */
type Owner = Pick<Actor, 'id' | 'fullName' | 'companyName'>;
interface Doc {
  id: string;
  type: DocumentType;
}

/** The daily job acts for nobody, as the payment checks do. */
const SYSTEM = { actorId: null, actorName: 'System' };

const about = (owner: Owner, doc: Doc) => ({
  userId: owner.id,
  documentId: doc.id,
  document: DOCUMENT_TYPE_LABELS[doc.type],
});

/** A transporter uploaded a document for review (ADR 026). */
export function documentUploaded(transporter: Actor, doc: Doc): ActivityInput {
  return {
    type: 'DOCUMENT_UPLOADED',
    description: `${actorName(transporter)} uploaded their ${DOCUMENT_TYPE_LABELS[doc.type]} for review`,
    ...loggedBy(transporter),
    metadata: about(transporter, doc),
  };
}

/** DOCUMENT_APPROVED or DOCUMENT_REJECTED: an admin reviewed a transporter's document. */
export function documentReviewed(
  admin: Actor,
  transporter: Owner,
  doc: Doc,
  rejection: { reason: string } | null,
): ActivityInput {
  const label = DOCUMENT_TYPE_LABELS[doc.type];
  return rejection
    ? {
        type: 'DOCUMENT_REJECTED',
        description: `${actorName(admin)} rejected the ${label} of ${transporter.companyName}: ${rejection.reason}`,
        ...loggedBy(admin),
        metadata: { ...about(transporter, doc), reason: rejection.reason },
      }
    : {
        type: 'DOCUMENT_APPROVED',
        description: `${actorName(admin)} approved the ${label} of ${transporter.companyName}`,
        ...loggedBy(admin),
        metadata: about(transporter, doc),
      };
}

/** The daily job: an approved document expires in `days` days, or expired (`days` null). */
export function documentExpiry(transporter: Owner, doc: Doc, days: number | null): ActivityInput {
  const label = DOCUMENT_TYPE_LABELS[doc.type];
  return days === null
    ? {
        type: 'DOCUMENT_EXPIRED',
        description: `The ${label} of ${transporter.companyName} expired`,
        ...SYSTEM,
        metadata: about(transporter, doc),
      }
    : {
        type: 'DOCUMENT_EXPIRING',
        description: `The ${label} of ${transporter.companyName} expires in ${days} days`,
        ...SYSTEM,
        metadata: { ...about(transporter, doc), days },
      };
}
