import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** Rows per request: a phone on prepaid data gets a screenful at a time, then 'Load more'. */
export const EARNINGS_PAGE_SIZE = 20;

/** Paged reads of an earnings list (`limit`/`offset`); a short page means there is no more. */
export function earningsPages<Row>(list: 'pending' | 'paid') {
  return infiniteQueryOptions({
    queryKey: [queryRoots.earnings, list] as const,
    queryFn: ({ pageParam }) =>
      api.get<Row[]>(`/earnings/${list}?limit=${EARNINGS_PAGE_SIZE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last: Row[], pages: Row[][]) =>
      last.length < EARNINGS_PAGE_SIZE ? undefined : pages.length * EARNINGS_PAGE_SIZE,
  });
}
