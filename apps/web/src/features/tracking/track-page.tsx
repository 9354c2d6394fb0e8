import {
  accuracyText,
  EXPECTED_DELIVERY,
  formatDate,
  formatDateTime,
  lastSeenText,
  type PublicTracking,
} from '@njira/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { LogoLink } from '../../components/ui/logo.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** A shared page is read by someone waiting at a gate: it looks again every minute. */
export const TRACK_REFRESH_MS = 60_000;
export const TRACK_NOT_FOUND_TITLE = 'Tracking link not found';

function useTracking(token: string) {
  return useQuery({
    queryKey: [queryRoots.tracking, token],
    queryFn: ({ signal }) =>
      api.get<PublicTracking>(`/track/${encodeURIComponent(token)}`, { auth: false, signal }),
    refetchInterval: (query) => (query.state.error ? false : TRACK_REFRESH_MS),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

function Facts({ tracking }: { tracking: PublicTracking }) {
  const last = tracking.last;
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="text-muted-foreground">Stage</dt>
        <dd className="font-semibold text-gray-900">{tracking.stageLabel}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Truck</dt>
        <dd className="text-gray-900">
          {last ? (
            <>
              <span className="font-semibold">{lastSeenText(last.takenAt, new Date(), tracking.near)}</span>,
              at {last.latitude.toFixed(4)}, {last.longitude.toFixed(4)} (accurate to about{' '}
              {accuracyText(last.accuracy)}; {formatDateTime(last.takenAt)})
            </>
          ) : (
            'No position shared yet.'
          )}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{tracking.deliveredAt ? 'Delivered' : EXPECTED_DELIVERY}</dt>
        <dd className="text-gray-900">{formatDate(tracking.deliveredAt ?? tracking.expectedDelivery)}</dd>
      </div>
    </dl>
  );
}

/**
 * /track/:token: a shipment's read-only tracking page for the consignee (issue 41, item 7), with no
 * account: the route, the stage, the last position and the expected delivery, nothing else.
 */
export function TrackPage() {
  const token = useParams().token ?? '';
  const query = useTracking(token);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const title = query.data ? `${query.data.fromLocation} to ${query.data.toLocation}` : 'Shipment tracking';
  useEffect(() => {
    document.title = `${notFound ? TRACK_NOT_FOUND_TITLE : title} · Njira`;
  }, [notFound, title]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col gap-6 bg-gray-50 px-4 py-8">
      <LogoLink to="/" label="Njira home" />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5">
          {query.isPending ? (
            <p role="status">Loading the shipment…</p>
          ) : notFound ? (
            <>
              <h1 className="text-xl font-bold text-gray-900">{TRACK_NOT_FOUND_TITLE}</h1>
              <p className="text-sm text-gray-700">{query.error?.message}</p>
            </>
          ) : query.data ? (
            <>
              <h1 className="text-xl font-bold text-gray-900">{title}</h1>
              {/* The route map (issue 41, item 5) is drawn here, above the facts. */}
              <Facts tracking={query.data} />
            </>
          ) : (
            <>
              <h1 className="text-xl font-bold text-gray-900">Shipment tracking</h1>
              <p role="alert" className="text-sm text-gray-700">
                {query.error?.message ?? 'The shipment could not be loaded.'} It is tried again when you
                reload.
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
