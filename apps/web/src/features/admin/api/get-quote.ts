import type { Quote } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/quotes/:id: one load with every bid and bidder (an admin sees them all). */
export function getQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  return api.get<Quote>(`/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.quotes, 'detail', id] as const,
    queryFn: ({ signal }) => getQuote(id, signal),
  });

export function useQuote(id: string) {
  return useQuery({ ...quoteQueryOptions(id), enabled: id !== '' });
}
