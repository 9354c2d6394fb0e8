import type { Notification } from '@njira/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryRoots, sharedKeys } from '../query-keys.ts';
import type { LiveEvent } from './live-event.ts';

/** What a change to a quote or a shipment makes stale: every screen that can show one. */
export function keysForChange(ids: { quoteId: string | null; shipmentId: string | null }): QueryKey[] {
  const keys: QueryKey[] = [];
  // A bid, an acceptance, a cancelled load: the loads lists, their counters, the quote, the homes.
  if (ids.quoteId) keys.push([queryRoots.quotes], [queryRoots.dashboard]);
  // Progress, a delivery, a cancelled shipment: the lists and stats of deliveries or shipments, the
  // shipment's page, the homes, and the money (pending and paid earnings, payments).
  if (ids.shipmentId) {
    keys.push([queryRoots.shipments], [queryRoots.dashboard], [queryRoots.earnings], [queryRoots.payments]);
  }
  return keys;
}

/** A notification's quote and shipment, plus what its kind changes beyond them. */
export function keysForNotification(n: Pick<Notification, 'kind' | 'quoteId' | 'shipmentId'>): QueryKey[] {
  // A message changes its conversations, not the load or the shipment (ADR 025).
  if (n.kind === 'message_received') return [[queryRoots.messages]];
  // A document reviewed or expiring changes the transporter's Verification card (ADR 026).
  if (n.kind.startsWith('document_')) return [[queryRoots.account]];
  const keys = keysForChange(n);
  // A cancelled shipment also puts its load back (or not) in the lists under quotes.
  if (n.kind === 'shipment_cancelled') keys.push([queryRoots.quotes]);
  // A rating changes the profile's figures.
  if (n.kind === 'shipment_rated') keys.push([queryRoots.account], [queryRoots.shipments]);
  return keys;
}

/**
 * The keys an event makes stale; 'all' for a reconnection or a `resync` (what happened meanwhile is
 * unknown). A first connection refreshes nothing: the screens have just loaded.
 */
export function keysForEvent(event: LiveEvent): QueryKey[] | 'all' {
  switch (event.type) {
    case 'open':
      return event.reconnected ? 'all' : [];
    case 'resync':
      return 'all';
    case 'notification':
      return keysForNotification(event.notification);
    case 'change':
      return keysForChange(event);
    case 'load':
      // Any transporter may see an active load: Available Loads, its counters and the home.
      return [sharedKeys.availableLoads, sharedKeys.availableLoadCounts, [queryRoots.dashboard]];
    case 'activity':
      return event.activityType.startsWith('DISPUTE_')
        ? [sharedKeys.adminActivities, sharedKeys.adminDisputes]
        : [sharedKeys.adminActivities];
    case 'message':
      // The open conversation, the inboxes, and the bell (its notification's count changed in place).
      return [[queryRoots.messages], [queryRoots.notifications]];
  }
}

const isPrefix = (prefix: QueryKey, key: QueryKey) => prefix.every((part, i) => key[i] === part);

/** Events come in bursts (a replay after a reconnection): one refetch per screen for the burst. */
export const INVALIDATE_BATCH_MS = 30;

/**
 * Collects the keys of the events of a burst and invalidates them together: the queries on screen
 * refetch once, the others when next shown. 'all' spares the profile (the session's own query).
 */
export function createLiveInvalidator(queryClient: QueryClient, batchMs = INVALIDATE_BATCH_MS) {
  let pending: QueryKey[] = [];
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const keys = pending;
    const all = everything;
    pending = [];
    everything = false;
    void queryClient.invalidateQueries({
      predicate: (query) =>
        all ? query.queryKey[0] !== queryRoots.auth : keys.some((prefix) => isPrefix(prefix, query.queryKey)),
    });
  }

  return {
    add(keys: QueryKey[] | 'all') {
      if (keys === 'all') everything = true;
      else if (keys.length > 0) pending.push(...keys);
      else return;
      timer ??= setTimeout(flush, batchMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
      everything = false;
    },
  };
}
