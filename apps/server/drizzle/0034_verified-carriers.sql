-- Verified carriers (issue 27, item 3; ADR 026): transporters' documents, reviewed by admins; loads for verified carriers only; the document notification kinds.
CREATE TABLE "carrier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transporter_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_on" date NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warned_30_at" timestamp with time zone,
	"warned_7_at" timestamp with time zone,
	CONSTRAINT "carrier_documents_type_check" CHECK ("carrier_documents"."type" in ('drivers_licence', 'vehicle_registration', 'insurance', 'company_registration')),
	CONSTRAINT "carrier_documents_status_check" CHECK ("carrier_documents"."status" in ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "carrier_documents_content_type_check" CHECK ("carrier_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "carrier_documents" ADD CONSTRAINT "carrier_documents_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_documents" ADD CONSTRAINT "carrier_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_documents_transporter_idx" ON "carrier_documents" USING btree ("transporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carrier_documents_verified_idx" ON "carrier_documents" USING btree ("transporter_id","type","expires_on") WHERE "carrier_documents"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_documents_one_pending" ON "carrier_documents" USING btree ("transporter_id","type") WHERE "carrier_documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "carrier_documents_status_created_idx" ON "carrier_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "carrier_documents_status_expires_idx" ON "carrier_documents" USING btree ("status","expires_on");--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released', 'payment_refunded', 'dispute_opened', 'dispute_resolved', 'message_received', 'document_approved', 'document_rejected', 'document_expiring', 'document_expired'));
