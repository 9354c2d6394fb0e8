-- Autovacuum marks new bids all-visible after every 2,000 inserts instead of after 20% of the table
-- (ADR 010, eighth round). The dashboards and the quote page read a load's bid amounts from
-- `bids_quote_amount_idx` alone only where the visibility map says the rows are visible to all; the
-- newest loads, the ones those screens show, had the unmarked rows: 1,000 amounts took 2.1 ms with a
-- heap visit each, and 0.26 ms once vacuumed. A vacuum of an insert-mostly table reads only the
-- pages not yet marked, so running it often costs little.
ALTER TABLE "bids" SET (autovacuum_vacuum_insert_threshold = 2000, autovacuum_vacuum_insert_scale_factor = 0);
