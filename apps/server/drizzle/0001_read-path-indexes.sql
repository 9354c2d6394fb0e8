-- Trigram search (pg_trgm ships with PostgreSQL's contrib, and with the embedded server).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "quotes_created_idx";--> statement-breakpoint
CREATE INDEX "quotes_open_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quotes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin (("cargo" || chr(31) || "from_location" || chr(31) || "to_location" || chr(31) || ("id")::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);