import { formatKwacha } from '@njira/domain';
import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminPaths } from './admin-paths.ts';
import { useQuote } from './api/get-quote.ts';
import { CancelLoadButton } from './cancel-actions.tsx';
import { DetailHeader } from './detail-header.tsx';
import { BackLink, HiddenHeading, PartyBlock } from './detail-parts.tsx';
import { BidsCard, LoadDetailsCard } from './load-detail-cards.tsx';

const LOAD_ERROR = 'Error loading quote details';

/** /dashboard/admin/loads/:id: one load with its owner, every bid, and Cancel Load while it is open. */
export function LoadDetailsPage() {
  const id = useParams().id ?? '';
  const query = useQuote(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(query.error, LOAD_ERROR, { skip: notFound, failedAt: query.errorUpdatedAt });
  const back = <BackLink to={adminPaths.loads} label="Back to Loads" />;

  if (query.isPending)
    return (
      <>
        <HiddenHeading>Load Details</HiddenHeading>
        {back}
        <span className="sr-only" role="status">
          Loading load details...
        </span>
        <Skeleton className="h-96 rounded-xl" />
      </>
    );
  if (notFound)
    return (
      <Card>
        <HiddenHeading>Load Details</HiddenHeading>
        <EmptyState
          icon={FileQuestion}
          title="Quote not found"
          description="The quote you're looking for doesn't exist or has been removed."
          action={
            <Link to={adminPaths.loads} className={buttonClasses('primary', 'md')}>
              Back to Loads
            </Link>
          }
        />
      </Card>
    );
  if (query.isError)
    return (
      <>
        <HiddenHeading>Load Details</HiddenHeading>
        {back}
        <LoadFailedPanel title={LOAD_ERROR} query={query} />
      </>
    );

  const quote = query.data;
  return (
    <>
      {back}
      <DetailHeader
        noun="Load"
        id={quote.id}
        status={<QuoteStatusBadge status={quote.status} />}
        cargo={quote.cargo}
        figureLabel="Budget"
        figure={formatKwacha(quote.maxBudget)}
        actions={
          <>
            {quote.shipmentId && (
              <Link to={adminPaths.shipment(quote.shipmentId)} className={buttonClasses('outline', 'sm')}>
                View Shipment
              </Link>
            )}
            <CancelLoadButton quote={quote} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <LoadDetailsCard quote={quote} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="pt-5">
              <PartyBlock title="Cargo owner" party={quote.cargoOwner} />
            </CardContent>
          </Card>
          <BidsCard quote={quote} />
        </div>
      </div>
    </>
  );
}
