import type { AdminAnalytics } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/analytics: the six-month trend, top routes, cargo types and the three rates. */
export function getAnalytics(signal?: AbortSignal): Promise<AdminAnalytics> {
  return api.get<AdminAnalytics>('/admin/analytics', signal ? { signal } : {});
}

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => getAnalytics(signal) });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
