import type { AdminReconciliation } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/reconciliation: our transfers against the provider's, and the ledger's own checks. */
export function getReconciliation(signal?: AbortSignal): Promise<AdminReconciliation> {
  return api.get<AdminReconciliation>('/admin/reconciliation', signal ? { signal } : {});
}

export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.reconciliation,
    queryFn: ({ signal }) => getReconciliation(signal),
    // It asks the provider about every recent transfer: run when the admin asks, never on its own.
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The last check's report; `refetch()` runs a new one. */
export function useReconciliation() {
  return useQuery(reconciliationQueryOptions());
}
