import {
  DOCUMENT_OPEN_FIRST,
  DOCUMENT_TYPE_LABELS,
  formatDate,
  formatDateTime,
  type ReviewDocument,
} from '@njira/domain';
import { Check, Eye, EyeOff, SquareArrowOutUpRight } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { openDocument } from './api/open-document.ts';
import { useReviewDocument } from './api/review-document.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { RejectDocumentButton } from './reject-document-dialog.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One document of the review queue: its facts, the document itself once View is pressed, and the
 * review. Approve waits until the admin has opened the document (shown here, or in a new tab), as
 * the server requires (409 otherwise).
 */
export function DocumentCard({ document }: { document: ReviewDocument }) {
  const review = useReviewDocument();
  const [shown, setShown] = useState(false);
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(false);
  const hintId = useId();
  const label = DOCUMENT_TYPE_LABELS[document.type];
  const name = `${label} of ${document.transporter.companyName}`;
  const markOpened = useCallback(() => setOpened(true), []);

  async function openInTab() {
    setOpening(true);
    try {
      await openDocument(document.id, document.originalName);
      setOpened(true);
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
        {shown && <DocumentViewer document={document} name={name} onOpened={markOpened} />}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-label={`${shown ? 'Hide' : 'View'} the ${label.toLowerCase()} of ${document.transporter.companyName}`}
            onClick={() => setShown(!shown)}
          >
            {shown ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {shown ? 'Hide' : 'View'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={opening}
            aria-label={`Open in new tab: the ${label.toLowerCase()} of ${document.transporter.companyName}`}
            onClick={() => void openInTab()}
          >
            {!opening && <SquareArrowOutUpRight className="size-4" aria-hidden="true" />}
            Open in new tab
          </Button>
          <Button
            size="sm"
            loading={review.isPending}
            disabled={!opened}
            aria-describedby={opened ? undefined : hintId}
            onClick={approve}
          >
            {!review.isPending && <Check className="size-4" aria-hidden="true" />}
            Approve
          </Button>
          <RejectDocumentButton document={document} />
        </div>
        {!opened && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {DOCUMENT_OPEN_FIRST}
          </p>
        )}
      </Card>
    </li>
  );
}
