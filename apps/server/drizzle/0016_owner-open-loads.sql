CREATE INDEX "quotes_owner_status_created_idx" ON "quotes" USING btree ("owner_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at");--> statement-breakpoint
-- How each owner's quotes split by status. Without it the planner assumes every owner has the
-- market's share of open loads, and for a shipper with many quotes and few open it walks every open
-- load in the market (quotes_status_created_idx) to find its five newest. Drizzle's schema cannot
-- state extended statistics; this migration is where they live.
CREATE STATISTICS IF NOT EXISTS "quotes_owner_status" (mcv) ON "owner_id", "status" FROM "quotes";--> statement-breakpoint
ANALYZE "quotes";
