-- The fee list pages by offset through every delivered shipment, newest first (ADR 017). Its ids
-- are read from `shipments_delivered_on_idx`, but the key is an expression over three date columns,
-- and PostgreSQL answers from an index alone only when the columns an expression reads are in it
-- too: without them each skipped entry fetched its heap row (a page at offset 464,243 of 928,487:
-- 1.9 s). With the three dates included, the same page is an Index Only Scan (bench:admin).
DROP INDEX IF EXISTS "shipments_delivered_on_idx";
--> statement-breakpoint
CREATE INDEX "shipments_delivered_on_idx" ON "shipments" USING btree ((coalesce("completed_at", "delivery_date", "created_at")) desc nulls first, "id" DESC NULLS FIRST, "amount_ngwee") INCLUDE ("completed_at", "delivery_date", "created_at") WHERE "shipments"."status" = 'DELIVERED';
