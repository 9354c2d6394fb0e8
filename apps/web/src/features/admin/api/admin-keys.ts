import type { ApiPage } from '../../../lib/api-client.ts';
import { queryRoots, sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Every admin query sits under ['admin']: a suspension or a cancellation refreshes the whole
 * workspace (lists, counters, the dashboard) with one invalidation, and no other role's cache is
 * touched.
 */
export const ADMIN_ROOT = queryRoots.admin;

export const adminKeys = {
  all: [ADMIN_ROOT] as const,
  overview: [ADMIN_ROOT, 'overview'] as const,
  users: [ADMIN_ROOT, 'users'] as const,
  revenue: [ADMIN_ROOT, 'revenue'] as const,
  analytics: [ADMIN_ROOT, 'analytics'] as const,
  activities: sharedKeys.adminActivities,
  quotes: [ADMIN_ROOT, 'quotes'] as const,
  shipments: [ADMIN_ROOT, 'shipments'] as const,
  reconciliation: [ADMIN_ROOT, 'reconciliation'] as const,
};

/** Offset of the next page of a paged list, or undefined once the total is reached. */
export function nextOffset<T>(last: ApiPage<T>, pages: ApiPage<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/** The rows of every page fetched so far and the server's total (of the last page asked). */
export function flattenPages<T>(data: { pages: ApiPage<T>[] } | undefined): { rows: T[]; total: number } {
  const pages = data?.pages ?? [];
  return { rows: pages.flatMap((page) => page.items), total: pages.at(-1)?.total ?? 0 };
}

/** `?limit=…&offset=…` plus the non-empty filters, for a list endpoint. */
export function listQuery(
  limit: number,
  offset: number,
  filters: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const [name, value] of Object.entries(filters)) {
    const v = value?.trim();
    if (v) query.set(name, v);
  }
  return query.toString();
}
