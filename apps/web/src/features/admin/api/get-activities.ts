import type { ActivityType, AdminActivity } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export const ACTIVITIES_PAGE_SIZE = 20;

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

/**
 * The log for a filter. A new activity refreshes it (every loaded page is asked again): the events
 * stream marks it stale (lib/events, `activity`).
 */
export function useActivities(filter: ActivityFilter) {
  const query = useInfiniteQuery({
    ...activitiesQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
  return { ...query, ...flattenPages(query.data) };
}
