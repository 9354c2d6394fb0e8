import type { AdminTransfer } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { ADMIN_ROOT, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export const transferKeys = { all: [ADMIN_ROOT, 'transfers'] as const };

/** GET /api/admin/transfers?status=failed: one page of failed payouts and refunds not yet retried. */
export function getFailedTransfers(
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<AdminTransfer>> {
  return apiPage<AdminTransfer>(
    `/admin/transfers?${listQuery(pageSize, offset, { status: 'failed' })}`,
    signal ? { signal } : {},
  );
}

export const failedTransfersQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...transferKeys.all, 'failed', pageSize] as const,
    queryFn: ({ pageParam, signal }) => getFailedTransfers(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminTransfer>,
  });

export function useFailedTransfers(pageSize: number) {
  const query = useInfiniteQuery(failedTransfersQueryOptions(pageSize));
  return { ...query, ...flattenPages(query.data) };
}
