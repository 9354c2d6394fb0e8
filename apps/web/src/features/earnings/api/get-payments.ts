import type { PaymentsSummary } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Every payments query sits under ['payments', userId]: one owner's cache is never shown to another. */
export const paymentKeys = {
  all: (userId: string) => [queryRoots.payments, userId] as const,
  summary: (userId: string) => [queryRoots.payments, userId, 'summary'] as const,
  list: (userId: string, list: 'paid' | 'held' | 'pending') => [queryRoots.payments, userId, list] as const,
};

export function usePaymentsUserId(): string {
  return useSession()?.user.id ?? '';
}

/** GET /api/payments: Paid, Pending, Total Spent and the tab counts, computed by the server. */
export function getPayments(signal?: AbortSignal): Promise<PaymentsSummary> {
  return api.get<PaymentsSummary>('/payments', signal ? { signal } : {});
}

export const paymentsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: paymentKeys.summary(userId), queryFn: ({ signal }) => getPayments(signal) });

export function usePayments() {
  const userId = usePaymentsUserId();
  return useQuery({ ...paymentsQueryOptions(userId), enabled: userId !== '' });
}
