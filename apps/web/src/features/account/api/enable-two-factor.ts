import type { RecoveryCodesAnswer, TwoFactorEnable } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshTwoFactor } from './two-factor-changed.ts';

/**
 * POST /api/account/two-factor/enable: the password and the app's first code; answers the ten
 * recovery codes, shown once. Other devices are signed out.
 */
export function enableTwoFactor(input: TwoFactorEnable): Promise<RecoveryCodesAnswer> {
  return api.post<RecoveryCodesAnswer>('/account/two-factor/enable', input);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => refreshTwoFactor(queryClient, userId),
  });
}
