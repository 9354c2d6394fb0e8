-- Each load's bids as the dashboards send them (`bids[] {amount}`, cheapest first, in Kwacha), kept by
-- the once-a-second run that already keeps `bid_count` (migration 0006; ADR 010, ninth round). A
-- dashboard used to aggregate every bid of its loads on every request: for a load 200 transporters
-- bid on, 200 index entries, each a visit to its row until autovacuum marks it visible, and 200 JSON
-- objects written. It now reads one row per load, and aggregates live only a load with bids the run
-- has not taken in yet (its rows are still in the queue), so what it shows is never behind.
--
-- The run deletes a load's queue rows and writes its list in one statement, so a reader sees either
-- the rows still queued or the list that took them in, never neither. Bids are only ever added, so a
-- list with more bids is the newer one: when two servers' runs write the same load's list, the one
-- from the older snapshot cannot overwrite the other (`bid_count` in the WHERE).
CREATE TABLE "quote_bid_lists" (
  "quote_id" uuid PRIMARY KEY REFERENCES "quotes"("id") ON DELETE CASCADE,
  "bid_count" integer NOT NULL,
  "bids" json NOT NULL
);
--> statement-breakpoint
-- The dashboards ask whether a load has bids still queued.
CREATE INDEX "quote_bid_count_queue_quote_idx" ON "quote_bid_count_queue" ("quote_id");
--> statement-breakpoint
-- The list of one load's bids, in the API's shape: Kwacha as the domain's toKwacha (ngwee / 100, as
-- doubles; a double's text is its JSON), each `{"amount":…}`, cheapest first, with no spaces
-- (json_agg would put three bytes between entries: 3 KB on a dashboard of 1,000 bids, on phones).
CREATE FUNCTION "bid_list_json"(load uuid) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT ('[' || coalesce(string_agg('{"amount":' || (b."amount_ngwee"::float8 / 100)::text || '}', ','
    ORDER BY b."amount_ngwee"), '') || ']')::json
  FROM "bids" b WHERE b."quote_id" = load
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_bid_counts"() RETURNS integer LANGUAGE sql AS $$
  WITH drained AS (DELETE FROM "quote_bid_count_queue" RETURNING "quote_id"),
  counted AS (
    SELECT t."quote_id", (SELECT count(*)::int FROM "bids" b WHERE b."quote_id" = t."quote_id") AS n
    FROM (SELECT DISTINCT "quote_id" FROM drained) t
  ),
  listed AS (
    INSERT INTO "quote_bid_lists" ("quote_id", "bid_count", "bids")
    SELECT c."quote_id", c.n, "bid_list_json"(c."quote_id") FROM counted c
    ON CONFLICT ("quote_id") DO UPDATE SET "bid_count" = excluded."bid_count", "bids" = excluded."bids"
    WHERE "quote_bid_lists"."bid_count" <= excluded."bid_count"
  ),
  changed AS (
    UPDATE "quotes" q SET "bid_count" = c.n FROM counted c
    WHERE q."id" = c."quote_id" AND q."bid_count" <> c.n
    RETURNING 1
  )
  SELECT count(*)::int FROM changed
$$;
--> statement-breakpoint
-- The loads that have bids already.
INSERT INTO "quote_bid_lists" ("quote_id", "bid_count", "bids")
SELECT b."quote_id", count(*)::int, "bid_list_json"(b."quote_id") FROM "bids" b GROUP BY b."quote_id";
