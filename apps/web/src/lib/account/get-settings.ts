import type { UserSettings } from '@njira/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryRoots } from '../query-keys.ts';
import { useSession } from '../use-session.ts';

/** GET /api/settings: the caller's notification and privacy settings (defaults until changed). */
export function getSettings(): Promise<UserSettings> {
  return api.get<UserSettings>('/settings');
}

export const settingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [queryRoots.account, 'settings', userId] as const, queryFn: getSettings });

export function useSettings() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({ ...settingsQueryOptions(userId), enabled: userId !== '' });
}
