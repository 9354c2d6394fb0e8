import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * Spec section 8: a failed load toasts its title with the server's message (or 'Unknown error
 * occurred') once per failure; `failedAt` is the query's errorUpdatedAt (0 while nothing failed).
 */
export function useLoadFailureToast(title: string, error: unknown, failedAt: number): void {
  useEffect(() => {
    if (failedAt > 0 && error) toast.error(title, errorMessage(error, 'Unknown error occurred'));
  }, [title, error, failedAt]);
}

/** The panel a screen shows instead of its content when loading failed, with Try Again. */
export function LoadFailurePanel({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="rounded-full bg-red-100 p-3 text-red-800">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {errorMessage(error, 'Unknown error occurred')}
      </p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </Card>
  );
}
