import type { AdminUser, UserStatus } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** PATCH /api/admin/users/:id: suspend (signed out everywhere, cannot log in) or reactivate an account. */
export function updateUserStatus(id: string, status: UserStatus): Promise<AdminUser> {
  return api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { status });
}

/**
 * Suspends or reactivates, then refreshes the whole admin workspace: the list and its counters,
 * the dashboard's user statistics and the activity log all show the change (whatever the answer:
 * a refusal means what we show is stale).
 */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) => updateUserStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
