import type { AdminActivityCounts } from '@njira/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/activities/counts: the counters above the log, for the same search. */
export function getActivityCounts(search: string, signal?: AbortSignal): Promise<AdminActivityCounts> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
  return api.get<AdminActivityCounts>(`/admin/activities/counts${query}`, signal ? { signal } : {});
}

export const activityCountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.activities, 'counts', search.trim()] as const,
    queryFn: ({ signal }) => getActivityCounts(search, signal),
  });

/** Refreshed with the log (the same key root), so the counters and the timeline agree. */
export function useActivityCounts(search: string) {
  return useQuery({
    ...activityCountsQueryOptions(search),
    placeholderData: keepPreviousData,
  });
}
