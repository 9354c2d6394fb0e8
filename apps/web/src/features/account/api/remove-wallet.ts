import type { WalletAnswer, WalletRemove } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletQueryOptions } from '../../../lib/account/get-wallet.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';

/** DELETE /api/wallet: a transporter sends its current password; answers `{ wallet: null }`. */
export function removeWallet(input: WalletRemove): Promise<WalletAnswer> {
  return api.delete<WalletAnswer>('/wallet', { body: input });
}

export function useRemoveWallet() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: removeWallet,
    onSuccess: (answer) => queryClient.setQueryData(walletQueryOptions(userId).queryKey, answer),
  });
}
