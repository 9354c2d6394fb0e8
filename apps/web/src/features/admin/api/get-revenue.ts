import type { AdminRevenue } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/revenue: the Platform Revenue cards (the revenue account's credits, ADR 021). */
export function getRevenue(signal?: AbortSignal): Promise<AdminRevenue> {
  return api.get<AdminRevenue>('/admin/revenue', signal ? { signal } : {});
}

export const revenueQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.revenue, 'summary'] as const,
    queryFn: ({ signal }) => getRevenue(signal),
  });

export function useRevenue() {
  return useQuery(revenueQueryOptions());
}
