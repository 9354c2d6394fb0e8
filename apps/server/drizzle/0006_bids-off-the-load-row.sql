-- Bids no longer write the load's row (ADR 010, third round). The `bids_count_on_quote` trigger
-- used to add one to `quotes.bid_count` in every bid's transaction, which held the load's row lock
-- until that bid's commit was on disk: 200 transporters bidding on one load waited for each other's
-- fsync, one after another. The trigger now appends the load's id to a queue table (inserts never
-- wait for each other), and `refresh_bid_counts()` turns the queue into counts: each server runs it
-- every second, and the seeds call it after writing bids. `bid_count` is therefore the Available
-- Loads *sort key*, at most a second or two behind; every count the API shows is counted live from
-- the bids index.
CREATE TABLE "quote_bid_count_queue" ("quote_id" uuid NOT NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bids_count_on_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "quote_bid_count_queue" ("quote_id") VALUES (NEW."quote_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Drains the queue and recounts each load named in it; returns how many loads' counts changed.
-- Safe to run on several servers at once: a queue row is deleted (and its load recounted) by one
-- of them, and a bid committed after a run's snapshot leaves its row for the next run.
CREATE FUNCTION "refresh_bid_counts"() RETURNS integer LANGUAGE sql AS $$
  WITH drained AS (DELETE FROM "quote_bid_count_queue" RETURNING "quote_id"),
  counted AS (
    SELECT t."quote_id", (SELECT count(*)::int FROM "bids" b WHERE b."quote_id" = t."quote_id") AS n
    FROM (SELECT DISTINCT "quote_id" FROM drained) t
  ),
  changed AS (
    UPDATE "quotes" q SET "bid_count" = c.n FROM counted c
    WHERE q."id" = c."quote_id" AND q."bid_count" <> c.n
    RETURNING 1
  )
  SELECT count(*)::int FROM changed
$$;
