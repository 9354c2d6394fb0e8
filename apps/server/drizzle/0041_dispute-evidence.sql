-- The dispute's evidence (issue 39): the transporter's answer (once, final) and photos from both sides, at most 3 each; a 'dispute_answered' notification (every kind listed: 0039 added payout_awaits_wallet and payment_short).
CREATE TABLE "dispute_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"side" text NOT NULL,
	"slot" smallint NOT NULL,
	"photo_key" text NOT NULL,
	"photo_bytes" integer NOT NULL,
	"added_by" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_photos_side_check" CHECK ("dispute_photos"."side" in ('owner', 'transporter')),
	CONSTRAINT "dispute_photos_slot_check" CHECK ("dispute_photos"."slot" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_shipment_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."shipment_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_photos_slot" ON "dispute_photos" USING btree ("dispute_id","side","slot");--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_answer_length" CHECK ("shipment_disputes"."answer" is null or char_length("shipment_disputes"."answer") between 10 and 1000);--> statement-breakpoint
ALTER TABLE "shipment_disputes" ADD CONSTRAINT "shipment_disputes_answered_whole" CHECK (("shipment_disputes"."answered_at" is null) = ("shipment_disputes"."answer" is null) and ("shipment_disputes"."answered_at" is null) = ("shipment_disputes"."answered_by" is null));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'delivery_unconfirmed', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released', 'payment_refunded', 'payout_awaits_wallet', 'payment_short', 'dispute_opened', 'dispute_answered', 'dispute_resolved', 'message_received', 'document_approved', 'document_rejected', 'document_expiring', 'document_expired'));
