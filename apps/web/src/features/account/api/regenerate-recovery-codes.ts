import type { RecoveryCodesAnswer, TwoFactorConfirm } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshTwoFactor } from './two-factor-changed.ts';

/** POST /api/account/two-factor/recovery-codes: ten new codes; the old ones stop working. */
export function regenerateRecoveryCodes(input: TwoFactorConfirm): Promise<RecoveryCodesAnswer> {
  return api.post<RecoveryCodesAnswer>('/account/two-factor/recovery-codes', input);
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => refreshTwoFactor(queryClient, userId),
  });
}
