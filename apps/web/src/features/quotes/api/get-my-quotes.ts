import type { QuoteSummary } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { nextOffset } from './get-active-loads.ts';

/** Small pages, like Available Loads: 20 cards, then more when asked. */
export const MY_QUOTES_PAGE_SIZE = 20;

/**
 * GET /api/quotes?sort=owner: one page of the owner's own quotes (the server scopes them), ACTIVE
 * first, then by expiry, soonest first, and the total.
 */
export function getMyQuotes(search: string, offset: number): Promise<ApiPage<QuoteSummary>> {
  const query = new URLSearchParams({
    limit: String(MY_QUOTES_PAGE_SIZE),
    offset: String(offset),
    sort: 'owner',
  });
  if (search) query.set('search', search);
  return apiPage<QuoteSummary>(`/quotes?${query}`);
}

export const myQuotesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [queryRoots.quotes, 'mine', { search }] as const,
    queryFn: ({ pageParam }) => getMyQuotes(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** The owner's quotes for a search, a page at a time; the last result stays up while the next loads. */
export function useMyQuotes(search: string) {
  return useInfiniteQuery({ ...myQuotesQueryOptions(search), placeholderData: keepPreviousData });
}
