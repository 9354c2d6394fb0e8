import type { PendingEarning } from '@njira/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { earningsPages } from './earnings-pages.ts';

/** GET /api/earnings/pending, a page at a time: not yet delivered, soonest expected first. */
export const pendingEarningsQueryOptions = () => earningsPages<PendingEarning>('pending');

export function usePendingEarnings(enabled: boolean) {
  return useInfiniteQuery({ ...pendingEarningsQueryOptions(), enabled });
}
