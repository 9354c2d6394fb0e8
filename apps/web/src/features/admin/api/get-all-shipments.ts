import type { Shipment, ShipmentStatus } from '@njira/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiPage, apiPage } from '../../../lib/api-client.ts';
import { adminKeys, flattenPages, listQuery, nextOffset } from './admin-keys.ts';

export interface ShipmentListFilter {
  search: string;
  status: ShipmentStatus | 'all';
}

export const ALL_SHIPMENTS: ShipmentListFilter = { search: '', status: 'all' };

/**
 * GET /api/shipments: every shipment for an admin (search over id, cargo and route; one status),
 * newest first, one page and the total.
 */
export function getAllShipments(
  filter: ShipmentListFilter,
  pageSize: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ApiPage<Shipment>> {
  const filters = { search: filter.search, status: filter.status === 'all' ? undefined : filter.status };
  return apiPage<Shipment>(`/shipments?${listQuery(pageSize, offset, filters)}`, signal ? { signal } : {});
}

export const allShipmentsQueryOptions = (filter: ShipmentListFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [
      ...adminKeys.shipments,
      'list',
      { ...filter, search: filter.search.trim() },
      pageSize,
    ] as const,
    queryFn: ({ pageParam, signal }) => getAllShipments(filter, pageSize, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<Shipment>,
  });

export function useAllShipments(filter: ShipmentListFilter, pageSize: number, enabled = true) {
  const query = useInfiniteQuery({
    ...allShipmentsQueryOptions(filter, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ...query, ...flattenPages(query.data) };
}
