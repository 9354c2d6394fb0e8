import type { PlatformFeeRecord } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

/** GET /api/admin/revenue/transactions: one page of platform fee records, newest first, and the total. */
export function getTransactions(
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<PlatformFeeRecord>> {
  return apiPage<PlatformFeeRecord>(
    `/admin/revenue/transactions?${listQuery(pageSize, offset)}`,
    signal ? { signal } : {},
  );
}

/** Pages of `pageSize` (20 on Platform Revenue, 10 on the dashboard's Payments tab). */
export const transactionsQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.revenue, 'transactions', pageSize] as const,
    queryFn: ({ pageParam, signal }) => getTransactions(pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<PlatformFeeRecord>,
  });

export function useTransactions(pageSize: number, enabled = true) {
  const query = useInfiniteQuery({ ...transactionsQueryOptions(pageSize), enabled });
  return { ...query, ...flattenPages(query.data) };
}
