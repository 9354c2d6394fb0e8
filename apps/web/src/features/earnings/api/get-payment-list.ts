import type { Payment } from '@njira/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { paymentKeys, usePaymentsUserId } from './get-payments.ts';

export type PaymentList = 'paid' | 'held' | 'pending';

/** Rows per request: a screenful on a phone, then 'Load more'. */
export const PAYMENTS_PAGE_SIZE = 20;

/** GET /api/payments/paid, /held or /pending, one page; the total comes in X-Total-Count. */
export function getPaymentPage(
  list: PaymentList,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<Payment>> {
  return apiPage<Payment>(
    `/payments/${list}?limit=${PAYMENTS_PAGE_SIZE}&offset=${offset}`,
    signal ? { signal } : {},
  );
}

export const paymentListQueryOptions = (userId: string, list: PaymentList) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.list(userId, list),
    queryFn: ({ pageParam, signal }) => getPaymentPage(list, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ApiPage<Payment>, pages: ApiPage<Payment>[]) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** One tab of the owner's payments, paged by the server; only asked for once `enabled`. */
export function usePaymentList(list: PaymentList, enabled: boolean) {
  const userId = usePaymentsUserId();
  const query = useInfiniteQuery({
    ...paymentListQueryOptions(userId, list),
    enabled: enabled && userId !== '',
  });
  const pages = query.data?.pages ?? [];
  return { ...query, rows: pages.flatMap((page) => page.items), total: pages.at(-1)?.total };
}
