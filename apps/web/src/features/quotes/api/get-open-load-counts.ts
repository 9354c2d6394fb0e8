import type { OpenLoadCounts } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

/** GET /api/quotes/active/counts: the four counters of Available Loads, counted in SQL for the search. */
export function getOpenLoadCounts(search: string): Promise<OpenLoadCounts> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return api.get<OpenLoadCounts>(`/quotes/active/counts${query}`);
}

export const openLoadCountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...sharedKeys.availableLoadCounts, search] as const,
    queryFn: () => getOpenLoadCounts(search),
  });

export function useOpenLoadCounts(search: string) {
  return useQuery({ ...openLoadCountsQueryOptions(search), placeholderData: (previous) => previous });
}
