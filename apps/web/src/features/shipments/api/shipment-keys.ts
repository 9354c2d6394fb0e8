import { queryRoots } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * Every shipment query sits under ['shipments', userId]: one person's cached shipments can never
 * be shown to another, and a change invalidates the lists, the stats and the shipment together.
 */
export const shipmentKeys = {
  all: (userId: string) => [queryRoots.shipments, userId] as const,
  lists: (userId: string) => [queryRoots.shipments, userId, 'list'] as const,
  stats: (userId: string) => [queryRoots.shipments, userId, 'stats'] as const,
  detail: (userId: string, id: string) => [queryRoots.shipments, userId, 'detail', id] as const,
  payment: (userId: string, id: string) => [queryRoots.shipments, userId, 'payment', id] as const,
  /** The truck's positions: refreshed by a shipment's live `change` (a new fix sends one). */
  positions: (userId: string, id: string) => [queryRoots.shipments, userId, 'positions', id] as const,
  trackingLink: (userId: string, id: string) => [queryRoots.shipments, userId, 'tracking-link', id] as const,
};

/** The signed-in user's id ('' before the session is known). */
export function useUserId(): string {
  return useSession()?.user.id ?? '';
}
