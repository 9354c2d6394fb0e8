import type { QuoteStatus, QuoteSummary } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export interface QuoteListFilter {
  search: string;
  status: QuoteStatus | 'all';
}

export const ALL_QUOTES: QuoteListFilter = { search: '', status: 'all' };

/**
 * GET /api/quotes: every load on the platform for an admin (search over cargo, route and id; one
 * status), newest first, one page and the total.
 */
export function getAllQuotes(
  filter: QuoteListFilter,
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<QuoteSummary>> {
  const filters = { search: filter.search, status: filter.status === 'all' ? undefined : filter.status };
  return apiPage<QuoteSummary>(`/quotes?${listQuery(pageSize, offset, filters)}`, signal ? { signal } : {});
}

export const allQuotesQueryOptions = (filter: QuoteListFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.quotes, 'list', { ...filter, search: filter.search.trim() }, pageSize] as const,
    queryFn: ({ pageParam, signal }) => getAllQuotes(filter, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<QuoteSummary>,
  });

/** Pages of `pageSize` loads (10 on the dashboard's tab, 20 on Loads); the last result stays up while the next loads. */
export function useAllQuotes(filter: QuoteListFilter, pageSize: number, enabled = true) {
  const query = useInfiniteQuery({
    ...allQuotesQueryOptions(filter, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ...query, ...flattenPages(query.data) };
}
