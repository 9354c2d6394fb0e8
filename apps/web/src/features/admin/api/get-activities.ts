import type { ActivityType, AdminActivity } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export const ACTIVITIES_PAGE_SIZE = 20;
/**
 * How often an open Activity Logs page asks for news. TanStack Query pauses the interval while the
 * tab is hidden. (Server-sent events replace this in a later issue.)
 */
export const ACTIVITY_REFRESH_MS = 15_000;

export interface ActivityFilter {
  search: string;
  /** One type, or 'all'. */
  type: ActivityType | 'all';
}

/** GET /api/admin/activities: one page of the log, newest first, for a search and a type. */
export function getActivities(
  { search, type }: ActivityFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<AdminActivity>> {
  const filters = { search, type: type === 'all' ? undefined : type };
  return apiPage<AdminActivity>(
    `/admin/activities?${listQuery(ACTIVITIES_PAGE_SIZE, offset, filters)}`,
    signal ? { signal } : {},
  );
}

export const activitiesQueryOptions = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.activities, 'list', { search: filter.search.trim(), type: filter.type }] as const,
    queryFn: ({ pageParam, signal }) => getActivities(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminActivity>,
  });

/** The log for a filter, refreshed every 15 s while visible (every loaded page is asked again). */
export function useActivities(filter: ActivityFilter) {
  const query = useInfiniteQuery({
    ...activitiesQueryOptions(filter),
    placeholderData: keepPreviousData,
    refetchInterval: ACTIVITY_REFRESH_MS,
  });
  return { ...query, ...flattenPages(query.data) };
}
