DROP INDEX "quotes_search_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(cargo || chr(31) || from_location || chr(31) || to_location || chr(31) || (id)::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);