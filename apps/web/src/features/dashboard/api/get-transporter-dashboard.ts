import type { TransporterDashboard } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** GET /api/dashboard/transporter (domain `transporterDashboardSchema`). */
export function getTransporterDashboard(): Promise<TransporterDashboard> {
  return api.get<TransporterDashboard>('/dashboard/transporter');
}

/** Under the dashboard root, so a bid placed from any screen reloads it (lib/bids). */
export const transporterDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.dashboard, 'transporter'] as const,
    queryFn: getTransporterDashboard,
  });

export function useTransporterDashboard() {
  return useQuery(transporterDashboardQueryOptions());
}
