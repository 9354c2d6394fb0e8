import type { QueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/account/get-settings.ts';
import { twoFactorQueryOptions } from './get-two-factor.ts';

/** After two-factor is turned on or off or its codes change: its state and the settings refetch. */
export function refreshTwoFactor(queryClient: QueryClient, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: settingsQueryOptions(userId).queryKey }),
  ]).then(() => undefined);
}
