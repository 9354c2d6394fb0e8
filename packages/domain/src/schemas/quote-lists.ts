import { z } from 'zod';
import { listQuerySchema } from './common.ts';

/** The Available Loads filters (spec section 2): High Priority, Nearby (< 200 km), Long Distance (> 1000 km). */
export const LOAD_FILTERS = ['high', 'nearby', 'long-distance'] as const;
export type LoadFilter = (typeof LOAD_FILTERS)[number];
/** `priority` is the spec's order of loads (high, nearby, normal; then fewest bids; then newest). */
export const LOAD_SORTS = ['newest', 'priority'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];

/** GET /api/quotes/active: the list query plus the Available Loads filter and order. */
export const openLoadsQuerySchema = listQuerySchema.extend({
  filter: z.enum(LOAD_FILTERS, { error: `filter must be one of ${LOAD_FILTERS.join(', ')}` }).optional(),
  sort: z.enum(LOAD_SORTS, { error: `sort must be one of ${LOAD_SORTS.join(', ')}` }).default('newest'),
});
export type OpenLoadsQuery = z.output<typeof openLoadsQuerySchema>;

/** GET /api/quotes/active/counts: the counters above the Available Loads list, for a search. */
export const openLoadCountsQuerySchema = listQuerySchema.pick({ search: true });
export const openLoadCountsSchema = z.object({
  total: z.number().int(),
  high: z.number().int(),
  nearby: z.number().int(),
  longDistance: z.number().int(),
});
export type OpenLoadCounts = z.infer<typeof openLoadCountsSchema>;

/**
 * The orders of GET /api/quotes: newest first, or the cargo owner's My Quotes order (spec section 2:
 * ACTIVE quotes first, then by expiry, soonest first).
 */
export const QUOTE_LIST_SORTS = ['newest', 'owner'] as const;
export type QuoteListSort = (typeof QUOTE_LIST_SORTS)[number];
/** Every order a page of quotes can be read in (the list's and the Available Loads'). */
export type QuoteSort = LoadSort | QuoteListSort;

/** GET /api/quotes: the list query plus its order. */
export const quoteListQuerySchema = listQuerySchema.extend({
  sort: z
    .enum(QUOTE_LIST_SORTS, { error: `sort must be one of ${QUOTE_LIST_SORTS.join(', ')}` })
    .default('newest'),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** GET /api/quotes/stats: the My Quotes cards, over all the caller's quotes (statuses as a reader sees them). */
export const quoteStatsSchema = z.object({
  active: z.number().int(),
  accepted: z.number().int(),
  /** Bids received on all the caller's quotes. */
  totalBids: z.number().int(),
  expired: z.number().int(),
});
export type QuoteStats = z.infer<typeof quoteStatsSchema>;
