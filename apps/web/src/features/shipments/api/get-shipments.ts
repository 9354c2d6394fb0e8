import type { Shipment } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { shipmentKeys, useUserId } from './shipment-keys.ts';

/** The two tabs of a shipments list: GET /api/shipments/active and /api/shipments/completed. */
export type ShipmentTab = 'active' | 'completed';

/** Small pages: phones on prepaid data. 'Load more' asks for the next one. */
export const SHIPMENTS_PAGE_SIZE = 10;

export function getShipments(
  tab: ShipmentTab,
  search: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<Shipment>> {
  const params = new URLSearchParams({ limit: String(SHIPMENTS_PAGE_SIZE), offset: String(offset) });
  const term = search.trim();
  if (term) params.set('search', term);
  return apiPage<Shipment>(`/shipments/${tab}?${params}`, signal ? { signal } : {});
}

export const shipmentsQueryOptions = (userId: string, tab: ShipmentTab, search: string) =>
  infiniteQueryOptions({
    queryKey: [...shipmentKeys.lists(userId), tab, search.trim()] as const,
    queryFn: ({ pageParam, signal }) => getShipments(tab, search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ApiPage<Shipment>, pages: ApiPage<Shipment>[]) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** One tab of the caller's shipments, searched and paged by the server; the total is the tab count. */
export function useShipments(tab: ShipmentTab, search: string) {
  const userId = useUserId();
  const query = useInfiniteQuery({
    ...shipmentsQueryOptions(userId, tab, search),
    enabled: userId !== '',
    // While a new search runs, the previous results stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    shipments: pages.flatMap((page) => page.items),
    total: pages.at(-1)?.total,
  };
}
