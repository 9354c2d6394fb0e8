CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid,
	"shipment_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transporter_lanes" (
	"city" text NOT NULL,
	"transporter_id" uuid NOT NULL,
	CONSTRAINT "transporter_lanes_city_transporter_id_pk" PRIMARY KEY("city","transporter_id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "to_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "to_phone" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "notification_id" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_lanes" ADD CONSTRAINT "transporter_lanes_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_activity_idx" ON "notifications" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_address_check" CHECK (("outbox"."channel" = 'email' and "outbox"."to_email" is not null) or ("outbox"."channel" = 'sms' and "outbox"."to_phone" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_content_check" CHECK ("outbox"."notification_id" is not null or "outbox"."body" is not null);--> statement-breakpoint
-- A kind the domain does not know is refused (the list is NOTIFICATION_KINDS in packages/domain).
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'shipment_cancelled', 'shipment_rated', 'new_load'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('email', 'sms'));--> statement-breakpoint
-- A transporter's routes: the cities of the loads it has carried (new-load alerts, ADR 019).
INSERT INTO "transporter_lanes" ("city", "transporter_id")
SELECT "from_location", "transporter_id" FROM "shipments"
UNION
SELECT "to_location", "transporter_id" FROM "shipments"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Reset mails queued before the delivery worker existed were read from the table by the operator
-- (ADR 004); their links last one hour, so older ones are closed instead of being sent now.
UPDATE "outbox" SET "failed_at" = now(), "last_error" = 'queued before the delivery worker existed'
WHERE "sent_at" IS NULL AND "created_at" < now() - interval '1 hour';
