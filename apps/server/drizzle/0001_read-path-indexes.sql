-- ORDER BY created_at DESC means NULLS FIRST; the first migration's indexes said NULLS LAST, so no
-- list could read its rows in index order and every page sorted all matching rows (ADR 010).
-- Trigram search needs pg_trgm (PostgreSQL's contrib; the embedded server has it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "activities_created_idx";--> statement-breakpoint
DROP INDEX "activities_type_created_idx";--> statement-breakpoint
DROP INDEX "bids_transporter_created_idx";--> statement-breakpoint
DROP INDEX "quotes_owner_created_idx";--> statement-breakpoint
DROP INDEX "quotes_created_idx";--> statement-breakpoint
DROP INDEX "shipments_owner_created_idx";--> statement-breakpoint
DROP INDEX "shipments_transporter_created_idx";--> statement-breakpoint
DROP INDEX "shipments_created_idx";--> statement-breakpoint
CREATE INDEX "quotes_open_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin (("cargo" || chr(31) || "from_location" || chr(31) || "to_location" || chr(31) || ("id")::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_type_created_idx" ON "activities" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bids_transporter_created_idx" ON "bids" USING btree ("transporter_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_owner_created_idx" ON "quotes" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_owner_created_idx" ON "shipments" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_transporter_created_idx" ON "shipments" USING btree ("transporter_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);