-- A transporter's withdrawal from an unpaid shipment (issue 26) reopens the load itself, not a copy: the cancelled shipment lets go of its bid (bid_id null, the bid deleted so the load is exactly as before it), and "a load is at most one shipment" holds for the shipments that still have their bid.
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_one_per_quote";--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "bid_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_per_quote" ON "shipments" USING btree ("quote_id") WHERE "shipments"."bid_id" is not null;--> statement-breakpoint
CREATE INDEX "shipments_quote_idx" ON "shipments" USING btree ("quote_id");
