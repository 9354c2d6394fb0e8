import type { ProfileStats } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/profile/stats: the profile's four figures, computed by the server over the caller's shipments. */
export function getProfileStats(): Promise<ProfileStats> {
  return api.get<ProfileStats>('/profile/stats');
}

export const profileStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [queryRoots.account, 'profile-stats', userId] as const,
    queryFn: getProfileStats,
  });

export function useProfileStats() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({ ...profileStatsQueryOptions(userId), enabled: userId !== '' });
}
