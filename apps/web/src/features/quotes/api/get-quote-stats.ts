import type { QuoteStats } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/quotes/stats: the My Quotes cards, counted by the server over all the owner's quotes. */
export function getQuoteStats(): Promise<QuoteStats> {
  return api.get<QuoteStats>('/quotes/stats');
}

export const quoteStatsQueryOptions = () =>
  queryOptions({ queryKey: [queryRoots.quotes, 'stats'] as const, queryFn: getQuoteStats });

export function useQuoteStats() {
  return useQuery(quoteStatsQueryOptions());
}
