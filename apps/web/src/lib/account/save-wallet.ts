import type { WalletAnswer, WalletSave } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useSession } from '../use-session.ts';
import { walletQueryOptions } from './get-wallet.ts';

/**
 * PUT /api/wallet: saves the caller's wallet (the number as an MSISDN, as the domain's schema gives
 * it). A transporter's change needs `currentPassword`; missing or wrong is a 400 with its message.
 */
export function saveWallet(input: WalletSave): Promise<WalletAnswer> {
  return api.put<WalletAnswer>('/wallet', input);
}

export function useSaveWallet() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: saveWallet,
    onSuccess: (answer) => queryClient.setQueryData(walletQueryOptions(userId).queryKey, answer),
  });
}
