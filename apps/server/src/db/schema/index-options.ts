/**
 * The storage options of the trigram (GIN) search indexes: every row written goes straight into the
 * index. With PostgreSQL's default (`fastupdate = on`) new entries gather in a pending list that the
 * write which overflows it merges into the index: under the product load that write took 34-208 ms
 * (a bid's one-row update of its load, a log entry's insert) where its like took 1-5 ms (ADR 010,
 * 'Measured'). PostgreSQL's documentation names the trade: a little more work on every write, for
 * response times without those spikes. A bulk load may turn the list on for its length (the bench
 * seed does).
 */
export const GIN_WRITTEN_THROUGH = { fastupdate: false } as const;
