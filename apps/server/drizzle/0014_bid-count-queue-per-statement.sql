-- The bid-count queue (migration 0006) gets one row per load and statement, not one per bid (ADR 010,
-- tenth round). Bids are now written in batches, often many on one load in one statement: a
-- statement-level trigger queues each load it added bids to once. The queue's readers
-- (`refresh_bid_counts()`, the owner dashboard's "still queued?" check) only ask whether a load is in
-- it, never how many times.
DROP TRIGGER "bids_count_on_quote" ON "bids";
--> statement-breakpoint
DROP FUNCTION "bids_count_on_quote"();
--> statement-breakpoint
CREATE FUNCTION "bids_queue_loads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_bid_count_queue" ("quote_id") SELECT DISTINCT "quote_id" FROM "added";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bids_queue_loads" AFTER INSERT ON "bids"
REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "bids_queue_loads"();
