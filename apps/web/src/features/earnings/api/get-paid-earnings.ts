import type { PaidEarning } from '@njira/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { earningsPages } from './earnings-pages.ts';

/** GET /api/earnings/paid, a page at a time: delivered, newest first. */
export const paidEarningsQueryOptions = () => earningsPages<PaidEarning>('paid');

export function usePaidEarnings(enabled: boolean) {
  return useInfiniteQuery({ ...paidEarningsQueryOptions(), enabled });
}
