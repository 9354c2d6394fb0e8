-- Disputes (issue 26): the owner's dispute of a held payment, at most one open per shipment, and the admin's resolution; 'dispute_opened' and 'dispute_resolved' notifications.
CREATE TABLE "shipment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"refund_ngwee" bigint,
	"resolution_reason" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "shipment_disputes_reason_length" CHECK (char_length("shipment_disputes"."reason") between 10 and 1000),
	CONSTRAINT "shipment_disputes_resolution_check" CHECK ("shipment_disputes"."resolution" is null or "shipment_disputes"."resolution" in ('release', 'refund', 'partial_refund')),
	CONSTRAINT "shipment_disputes_resolved_whole" CHECK (("shipment_disputes"."resolved_at" is null) = ("shipment_disputes"."resolution" is null) and ("shipment_disputes"."resolved_at" is null) = ("shipment_disputes"."resolved_by" is null) and ("shipment_disputes"."resolved_at" is null) = ("shipment_disputes"."resolution_reason" is null) and ("shipment_disputes"."resolved_at" is null) = ("shipment_disputes"."refund_ngwee" is null)),
	CONSTRAINT "shipment_disputes_refund_not_negative" CHECK ("shipment_disputes"."refund_ngwee" is null or "shipment_disputes"."refund_ngwee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_disputes_one_open" ON "shipment_disputes" USING btree ("shipment_id") WHERE "shipment_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "shipment_disputes_list_idx" ON "shipment_disputes" USING btree ("opened_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released', 'dispute_opened', 'dispute_resolved'));
