import { useSession } from '../../../lib/use-session.ts';

/**
 * Every shipment query sits under ['shipments', userId]: one person's cached shipments can never
 * be shown to another, and a change invalidates the lists, the stats and the shipment together.
 */
export const shipmentKeys = {
  all: (userId: string) => ['shipments', userId] as const,
  lists: (userId: string) => ['shipments', userId, 'list'] as const,
  stats: (userId: string) => ['shipments', userId, 'stats'] as const,
  detail: (userId: string, id: string) => ['shipments', userId, 'detail', id] as const,
};

/** The signed-in user's id ('' before the session is known). */
export function useUserId(): string {
  return useSession()?.user.id ?? '';
}
