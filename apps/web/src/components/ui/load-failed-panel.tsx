import { AlertTriangle } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

/**
 * Where a list or page would be when its query failed: what happened (the server's message unless
 * `message` says otherwise), and a Try Again that asks again (spec section 8).
 */
export function LoadFailedPanel({
  title,
  query,
  message,
}: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  message?: string;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="rounded-full bg-red-50 p-3 text-red-700">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {message ?? errorMessage(query.error, 'Unknown error occurred')}
      </p>
      <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </Card>
  );
}
