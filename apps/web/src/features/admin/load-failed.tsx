import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/** Where a screen's data would be when its call failed: the server's message and Try Again. */
export function LoadFailed({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <LoadFailedPanel
      title={title}
      message={errorMessage(query.error, 'Unknown error occurred')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
