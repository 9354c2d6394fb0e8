-- The admin workspace (issue 12, ADR 017): the account status behind suspension, and the indexes
-- that keep every admin figure an index scan at 1,000,000 shipments, 300,000 quotes and 2,000,000
-- activities. pg_trgm is there since 0001.
DROP INDEX "activities_created_idx";--> statement-breakpoint
DROP INDEX "activities_type_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin (("description" || chr(31) || "actor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_cargo_type_idx" ON "quotes" USING btree ("cargo_type");--> statement-breakpoint
CREATE INDEX "shipments_delivered_on_idx" ON "shipments" USING btree ((coalesce("completed_at", "delivery_date", "created_at")) desc nulls first,"id" DESC NULLS FIRST,"amount_ngwee") WHERE "shipments"."status" = 'DELIVERED';--> statement-breakpoint
CREATE INDEX "shipments_status_amount_idx" ON "shipments" USING btree ("status","amount_ngwee");--> statement-breakpoint
CREATE INDEX "shipments_route_idx" ON "shipments" USING btree ("from_location","to_location","amount_ngwee") WHERE "shipments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("full_name" || chr(31) || "email" || chr(31) || "company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_type_created_idx" ON "activities" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended'));