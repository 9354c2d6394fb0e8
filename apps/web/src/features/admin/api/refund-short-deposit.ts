import type { AdminTransfer } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/deposits/:id/refund: what a short deposit brought, back to the wallet it came from. */
export function refundShortDeposit(depositId: string): Promise<AdminTransfer> {
  return api.post<AdminTransfer>(`/admin/deposits/${encodeURIComponent(depositId)}/refund`);
}

/**
 * Refunds, then marks the admin workspace stale (money moves). The reconciliation runs only when
 * asked, so the page runs it again itself once the refund is answered.
 */
export function useRefundShortDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundShortDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
