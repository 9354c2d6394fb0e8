import type { Quote } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/quotes/:id: the quote as the caller may see it (a transporter's own bid has `isOwn`). */
export function getQuote(id: string): Promise<Quote> {
  return api.get<Quote>(`/quotes/${encodeURIComponent(id)}`);
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: [queryRoots.quotes, 'detail', id] as const, queryFn: () => getQuote(id) });

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
