import { AlertTriangle, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useQuote } from './api/get-quote.ts';

const LOAD_ERROR = 'Error loading quote details';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The quote a Quote Details page shows; a failure is toasted once, a 404 left to the page's own view. */
export function useQuoteForPage(id: string) {
  const quote = useQuote(id);
  useErrorToast(quote.error, LOAD_ERROR, { skip: isNotFound(quote.error) });
  return quote;
}

/**
 * What either party's Quote Details shows until its quote is there: placeholders while it loads,
 * 'Quote not found' with a way back, or the failure with Try Again.
 */
export function QuotePageFallback({
  quote,
  header,
  back,
  noun,
}: {
  quote: { error: unknown; isPending: boolean; isFetching: boolean; refetch: () => Promise<unknown> };
  header: ReactNode;
  /** Where 'Quote not found' sends the reader. */
  back: { to: string; label: string };
  /** What the failure says could not be loaded: the owner's 'quote', the transporter's 'load'. */
  noun: 'quote' | 'load';
}) {
  if (quote.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading quote details...
        </span>
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-96 rounded-xl lg:col-span-2" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      </>
    );
  }
  if (isNotFound(quote.error)) {
    return (
      <Card>
        <EmptyState
          icon={FileQuestion}
          title="Quote not found"
          description="The quote you're looking for doesn't exist or has been removed."
          action={
            <Link to={back.to} className={buttonClasses('primary', 'md')}>
              {back.label}
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <>
      {header}
      <Card>
        <EmptyState
          icon={AlertTriangle}
          title={LOAD_ERROR}
          description={`This ${noun} could not be loaded. Check your connection and try again.`}
          action={
            <Button loading={quote.isFetching} onClick={() => void quote.refetch()}>
              Try Again
            </Button>
          }
        />
      </Card>
    </>
  );
}
