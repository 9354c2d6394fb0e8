/**
 * The storage options of the trigram (GIN) search indexes: every row written goes straight into the
 * index. With PostgreSQL's default (`fastupdate = on`) new entries gather in a pending list that the
 * write which overflows it merges into the index: under the product load that one bid's or log
 * entry's statement took 80-200 ms while the rest took 1-5 ms (ADR 010, 'Measured'). PostgreSQL's
 * documentation names the trade: a little more work on every write for consistent response times.
 */
export const GIN_WRITTEN_THROUGH = { fastupdate: false } as const;
