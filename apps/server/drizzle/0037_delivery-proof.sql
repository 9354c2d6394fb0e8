CREATE TABLE "delivery_codes" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"sent_at" timestamp with time zone,
	"sms_sends" integer DEFAULT 0 NOT NULL,
	"sms_window_started_at" timestamp with time zone,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"attempts_window_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_codes_code_check" CHECK ("delivery_codes"."code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"receiver_name" text NOT NULL,
	"code_matched" boolean NOT NULL,
	"no_code_reason" text,
	"photo_key" text,
	"photo_bytes" integer,
	"location" text,
	"notes" text,
	"unusual" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivered_by" text NOT NULL,
	"delivered_by_id" uuid,
	"delivered_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_proofs_code_or_reason" CHECK ("delivery_proofs"."code_matched" or "delivery_proofs"."no_code_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "delivery_codes" ADD CONSTRAINT "delivery_codes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_delivered_by_id_users_id_fk" FOREIGN KEY ("delivered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proofs_unconfirmed_idx" ON "delivery_proofs" USING btree ("delivered_at") WHERE not "delivery_proofs"."code_matched";--> statement-breakpoint
-- The owner's reminder of a delivery without the receiver's code (issue 39): a new notification kind.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'delivery_unconfirmed', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released', 'payment_refunded', 'dispute_opened', 'dispute_resolved', 'message_received', 'document_approved', 'document_rejected', 'document_expiring', 'document_expired'));
