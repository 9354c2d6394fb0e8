import type { SettingsUpdate, UserSettings } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/account/get-settings.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';

/** PATCH /api/settings with only the settings being changed; answers all of them. */
export function updateSettings(changes: SettingsUpdate): Promise<UserSettings> {
  return api.patch<UserSettings>('/settings', changes);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    mutationFn: updateSettings,
    // Merge what this call changed rather than take its whole answer: when two switches are flipped
    // quickly, the answers can arrive out of order, and the older one would undo the newer change.
    onSuccess: (saved, changes) =>
      queryClient.setQueryData(settingsQueryOptions(userId).queryKey, (old) =>
        old ? { ...old, ...changes } : saved,
      ),
  });
}
