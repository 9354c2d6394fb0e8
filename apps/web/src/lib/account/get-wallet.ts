import type { WalletAnswer } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

/**
 * GET /api/wallet: the caller's own mobile-money wallet, or null. Shared: Settings shows and edits
 * it, the owner's pay form starts from it.
 */
export function getWallet(): Promise<WalletAnswer> {
  return api.get<WalletAnswer>('/wallet');
}

export const walletQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.account, 'wallet', userId] as const, queryFn: getWallet });

export function useWallet() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({ ...walletQueryOptions(userId), enabled: userId !== '' });
}
