import type { TwoFactorConfirm } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshTwoFactor } from './two-factor-changed.ts';

/** POST /api/account/two-factor/disable: the password and a code (the app's or a recovery code). */
export function disableTwoFactor(input: TwoFactorConfirm): Promise<{ ok: true; message: string }> {
  return api.post<{ ok: true; message: string }>('/account/two-factor/disable', input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => refreshTwoFactor(queryClient, userId),
  });
}
