import type { EarningsSummary } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/earnings: the cards, the six-month chart and the tab counts, computed by the server. */
export function getEarnings(): Promise<EarningsSummary> {
  return api.get<EarningsSummary>('/earnings');
}

export const earningsQueryOptions = () =>
  queryOptions({ queryKey: [queryRoots.earnings, 'summary'] as const, queryFn: getEarnings });

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
