import type { AdminDispute } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { flattenPages, listQuery, nextOffset } from './admin-keys.ts';

/** Shared: a dispute's live activity refreshes the list (lib/events). */
export const disputeKeys = { all: sharedKeys.adminDisputes };

/** GET /api/admin/disputes: one page of payment disputes, open ones first, and the total. */
export function getDisputes(
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<AdminDispute>> {
  return apiPage<AdminDispute>(`/admin/disputes?${listQuery(pageSize, offset)}`, signal ? { signal } : {});
}

export const disputesQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...disputeKeys.all, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getDisputes(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminDispute>,
  });

export function useDisputes(pageSize: number) {
  const query = useInfiniteQuery(disputesQueryOptions(pageSize));
  return { ...query, ...flattenPages(query.data) };
}
