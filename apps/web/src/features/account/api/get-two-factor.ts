import type { TwoFactorStatus } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/account/two-factor: whether two-factor sign-in is on, and recovery codes left. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/account/two-factor');
}

export const twoFactorQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.account, 'two-factor', userId] as const, queryFn: getTwoFactor });

export function useTwoFactor() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({ ...twoFactorQueryOptions(userId), enabled: userId !== '' });
}
