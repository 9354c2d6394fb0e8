import { DOCUMENT_TYPE_LABELS, formatDate, formatDateTime, type ReviewDocument } from '@njira/domain';
import { Check, Eye, FileCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentQueue } from './api/get-document-queue.ts';
import { openDocument } from './api/open-document.ts';
import { useReviewDocument } from './api/review-document.ts';
import { CardQueue } from './card-queue.tsx';
import { RejectDocumentButton } from './reject-document-dialog.tsx';

export const DOCUMENTS_PAGE_SIZE = 20;
const LOAD_ERROR = 'Error loading documents';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function DocumentItem({ document }: { document: ReviewDocument }) {
  const review = useReviewDocument();
  const [opening, setOpening] = useState(false);
  const label = DOCUMENT_TYPE_LABELS[document.type];

  async function view() {
    setOpening(true);
    try {
      await openDocument(document.id, document.originalName);
    } catch (error) {
      toast.error('Error opening document', errorMessage(error, 'Request failed'));
    } finally {
      setOpening(false);
    }
  }

  function approve() {
    review.mutate(
      { id: document.id, decision: { approve: true } },
      {
        onSuccess: () =>
          toast.success('Document approved', `${label} of ${document.transporter.companyName}`),
        onError: (error) => toast.error('Document not approved', errorMessage(error, 'Request failed')),
      },
    );
  }

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-gray-900">{label}</h2>
          <p className="text-sm break-words text-gray-700">
            {document.transporter.companyName} · {document.transporter.fullName}
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <Fact term="Expires">{formatDate(`${document.expiresOn}T12:00:00Z`)}</Fact>
          <Fact term="File">
            {document.originalName} ({kilobytes(document.sizeBytes)})
          </Fact>
          <Fact term="Uploaded">{formatDateTime(document.createdAt)}</Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={opening}
            aria-label={`View the ${label.toLowerCase()} of ${document.transporter.companyName}`}
            onClick={() => void view()}
          >
            {!opening && <Eye className="size-4" aria-hidden="true" />}
            View
          </Button>
          <Button size="sm" loading={review.isPending} onClick={approve}>
            {!review.isPending && <Check className="size-4" aria-hidden="true" />}
            Approve
          </Button>
          <RejectDocumentButton document={document} />
        </div>
      </Card>
    </li>
  );
}

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
        {(d) => <DocumentItem key={d.id} document={d} />}
      </CardQueue>
    </>
  );
}
