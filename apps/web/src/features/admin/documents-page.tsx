import { FileCheck } from 'lucide-react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useDocumentQueue } from './api/get-document-queue.ts';
import { CardQueue } from './card-queue.tsx';
import { DocumentCard } from './document-card.tsx';

export const DOCUMENTS_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading documents';

/** /dashboard/admin/documents: carriers' documents waiting for review, oldest first (ADR 026). */
export function DocumentsPage() {
  const queue = useDocumentQueue(DOCUMENTS_PAGE_SIZE);

  return (
    <>
      <PageHeader title="Documents" description="Carriers’ documents waiting for review, oldest first" />
      <CardQueue
        query={queue}
        label="Documents waiting for review"
        noun="documents"
        loading="Loading documents..."
        loadError={LOAD_ERROR}
        empty={{ icon: FileCheck, title: 'No documents waiting for review' }}
      >
        {(d) => <DocumentCard key={d.id} document={d} />}
      </CardQueue>
    </>
  );
}
