-- Available Loads in the spec's order (priority, then fewest bids, then newest) from an index
-- (ADR 011): the priority is stored (generated from columns fixed at posting) and the bid count is
-- kept by a trigger, so every way a bid is written (the API, the demo seed, the benchmark's scale)
-- counts it.
ALTER TABLE "quotes" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case
  when insurance_required or coalesce(estimated_value_ngwee, 0) > 5000000 then 0
  when distance_km < 200 then 1
  else 2 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quotes" q SET "bid_count" = b.n FROM (SELECT "quote_id", count(*)::int AS n FROM "bids" GROUP BY "quote_id") b WHERE b."quote_id" = q."id";
--> statement-breakpoint
CREATE FUNCTION "bids_count_on_quote"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quotes" SET "bid_count" = "bid_count" + 1 WHERE "id" = NEW."quote_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bids_count_on_quote" AFTER INSERT ON "bids" FOR EACH ROW EXECUTE FUNCTION "bids_count_on_quote"();
--> statement-breakpoint
CREATE INDEX "quotes_open_priority_idx" ON "quotes" USING btree ("priority_rank","bid_count","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."status" = 'ACTIVE';