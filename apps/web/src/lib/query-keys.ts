/**
 * The first segment of every query key, in one place. A feature builds its keys on these; a change
 * refreshes a whole root with one invalidation (a bid changes what every query under `quotes` — the
 * loads list, its counters, one quote — and `dashboard` — the homes — shows). The live events
 * (lib/events) invalidate by these roots too, so a new screen under a root is refreshed by the
 * events without being named anywhere else.
 */
export const queryRoots = {
  /** Loads and their bids: the lists, the counters, one quote (features/quotes). */
  quotes: 'quotes',
  /** The three role homes (features/dashboard). */
  dashboard: 'dashboard',
  /** ['shipments', userId, …]: deliveries, my shipments, their stats, one shipment (features/shipments). */
  shipments: 'shipments',
  /** The transporter's earnings (features/earnings). */
  earnings: 'earnings',
  /** ['payments', userId, …]: the cargo owner's payments (features/earnings). */
  payments: 'payments',
  /** ['admin', …]: the admin workspace (features/admin). */
  admin: 'admin',
  /** ['account', …]: settings, profile stats (features/account). */
  account: 'account',
  /** ['auth', 'profile', userId]: the signed-in user's profile (lib/account). */
  auth: 'auth',
  /** ['notifications', userId]: the bell (lib/notifications). */
  notifications: 'notifications',
  /** ['messages', userId, …]: conversations and their messages (lib/messages, ADR 025). */
  messages: 'messages',
  /** ['tracking', token]: a shared tracking link, read signed out (features/tracking). */
  tracking: 'tracking',
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

/**
 * The keys below a root that something outside their feature refreshes on its own: a new load
 * refreshes the transporter's Available Loads and its counters (not an open quote), a new activity
 * the admin's log and its counters (not the rest of the admin workspace), a dispute's activity the
 * admin's Disputes list.
 */
export const sharedKeys = {
  availableLoads: [queryRoots.quotes, 'active'] as const,
  availableLoadCounts: [queryRoots.quotes, 'active-counts'] as const,
  adminActivities: [queryRoots.admin, 'activities'] as const,
  /** A dispute opened, answered, given photos or resolved: the admin's Disputes list. */
  adminDisputes: [queryRoots.admin, 'disputes'] as const,
};

/**
 * What a user's own action can make stale: every cached read but the session's profile and the
 * bell (an action of one's own writes no notification for oneself).
 */
export function changedByOwnAction(key: readonly unknown[]): boolean {
  return key[0] !== queryRoots.auth && key[0] !== queryRoots.notifications;
}
