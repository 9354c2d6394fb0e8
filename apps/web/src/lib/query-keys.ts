/**
 * The first segment of the query keys that more than one feature reads or refreshes. A bid changes
 * what every query under `quotes` (the loads list, its counters, one quote) and `dashboard` (the
 * homes) shows, so placing one refreshes both roots; a feature builds its keys on these.
 */
export const queryRoots = {
  quotes: 'quotes',
  dashboard: 'dashboard',
} as const;
