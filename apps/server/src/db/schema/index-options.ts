/**
 * The storage options of the trigram (GIN) search indexes: PostgreSQL's pending list. A row written
 * adds its entries to the index's pending list (one append), and `mergeSearchIndexes`
 * (queries/search-indexes.ts), which each instance runs every second, merges the list into the index
 * in a batch, in the background. Written straight through (`fastupdate = off`), a bid's one-row
 * update of its load put some 110 trigram entries into the quotes index inside the bid's transaction:
 * 1.5-12 ms and 35-48 KB of WAL a bid, with the load's row locked all along (ADR 010, 'Measured');
 * merged in the background the same entries cost about a quarter of that and no request waits for
 * them. Searches read the pending list too, so a new row is found at once. A write would only merge
 * the list itself past `gin_pending_list_limit` (4 MB, minutes of peak writes), which the
 * one-second merge keeps it far from.
 */
export const GIN_PENDING_LIST = { fastupdate: true } as const;
