import type { CargoOwnerDashboard } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/cargo-owner (domain `cargoOwnerDashboardSchema`). */
export function getCargoOwnerDashboard(): Promise<CargoOwnerDashboard> {
  return api.get<CargoOwnerDashboard>('/dashboard/cargo-owner');
}

/** Under the dashboard root, so posting a load or accepting a bid reloads it. */
export const cargoOwnerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.dashboard, 'cargo-owner'] as const,
    queryFn: getCargoOwnerDashboard,
  });

export function useCargoOwnerDashboard() {
  return useQuery(cargoOwnerDashboardQueryOptions());
}
