import type { User } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';
import { updateSessionUser } from '../session.ts';
import { useSession } from '../use-session.ts';

export function getProfile(): Promise<User> {
  return api.get<User>('/auth/profile');
}

/** Keyed by the user, so one person's cached profile can never be taken for another's. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [queryRoots.auth, 'profile', userId] as const,
    queryFn: getProfile,
    staleTime: 60_000,
  });

/**
 * The signed-in user as the server has it now (a name or company changed on another device shows
 * here), kept in the stored session too. Its call is also what applies the 401 rule when a
 * session has expired.
 */
export function useProfile() {
  const userId = useSession()?.user.id ?? '';
  const query = useQuery({ ...profileQueryOptions(userId), enabled: userId !== '' });
  useEffect(() => {
    if (query.data && query.data.id === userId) updateSessionUser(query.data);
  }, [query.data, userId]);
  return query;
}
