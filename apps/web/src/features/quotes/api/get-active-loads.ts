import type { LoadFilter, QuoteSummary } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * The screen's four filters: All Loads (no `filter` sent) and the server's own, the domain's
 * `LOAD_FILTERS`. Restated, with the types keeping them equal, because that constant lives beside
 * the zod schemas: importing it would bring zod (~25 KB) to a screen that has no form.
 */
export const LIST_FILTERS = ['all', 'high', 'nearby', 'long-distance'] as const satisfies readonly (
  | 'all'
  | LoadFilter
)[];
export type ListFilter = (typeof LIST_FILTERS)[number];
/** Fails to compile if the domain gains a filter this screen does not offer. */
const everyFilterOffered: Exclude<LoadFilter, ListFilter> extends never ? true : never = true;
void everyFilterOffered;

/** Small pages: a phone on prepaid data downloads 20 cards, then more only when asked. */
export const LOADS_PAGE_SIZE = 20;

export interface ActiveLoadsParams {
  search: string;
  filter: ListFilter;
}

function activeLoadsPath({ search, filter }: ActiveLoadsParams, offset: number): string {
  const query = new URLSearchParams({ limit: String(LOADS_PAGE_SIZE), offset: String(offset) });
  if (search) query.set('search', search);
  if (filter !== 'all') query.set('filter', filter);
  query.set('sort', 'priority');
  return `/quotes/active?${query}`;
}

/** GET /api/quotes/active: one page of open loads (summaries: bid count, lowest bid, the caller's own bid) in the spec's priority order, and the total. */
export function getActiveLoads(params: ActiveLoadsParams, offset: number): Promise<ApiPage<QuoteSummary>> {
  return apiPage<QuoteSummary>(activeLoadsPath(params, offset));
}

/** Offset of the next page, or undefined when every load has been fetched. */
export function nextOffset(
  lastPage: ApiPage<QuoteSummary>,
  pages: ApiPage<QuoteSummary>[],
): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
}

export const activeLoadsQueryOptions = (params: ActiveLoadsParams) =>
  infiniteQueryOptions({
    queryKey: [...sharedKeys.availableLoads, params] as const,
    queryFn: ({ pageParam }) => getActiveLoads(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** The loads a search and filter select, a page at a time; the last result stays up while the next loads. */
export function useActiveLoads(params: ActiveLoadsParams) {
  return useInfiniteQuery({ ...activeLoadsQueryOptions(params), placeholderData: keepPreviousData });
}
