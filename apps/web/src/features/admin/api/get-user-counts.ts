import type { AdminUserCounts } from '@njira/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/users/counts: the counters above All Users, for the same search as the list. */
export function getUserCounts(search: string, signal?: AbortSignal): Promise<AdminUserCounts> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
  return api.get<AdminUserCounts>(`/admin/users/counts${query}`, signal ? { signal } : {});
}

export const userCountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, 'counts', search.trim()] as const,
    queryFn: ({ signal }) => getUserCounts(search, signal),
  });

export function useUserCounts(search: string) {
  return useQuery({ ...userCountsQueryOptions(search), placeholderData: keepPreviousData });
}
