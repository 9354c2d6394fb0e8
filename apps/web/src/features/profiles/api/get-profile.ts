import type { PublicProfile } from '@njira/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * GET /api/profiles/:id: another user's profile as its Profile Visibility allows; 404 when the
 * caller may not see it (private, or 'verified' and the caller is not a verified carrier).
 */
export function getProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/profiles/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** Under the caller's account root: what one person may see is never shown to another. */
export function useProfile(id: string) {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: [queryRoots.account, userId, 'profiles', id] as const,
    queryFn: ({ signal }) => getProfile(id, signal),
    enabled: userId !== '' && id !== '',
  });
}
