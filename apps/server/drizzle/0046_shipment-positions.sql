CREATE TABLE "shipment_positions" (
	"id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"transporter_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_positions_pkey" PRIMARY KEY("shipment_id","id"),
	CONSTRAINT "shipment_positions_latitude_check" CHECK ("shipment_positions"."latitude" between -90 and 90),
	CONSTRAINT "shipment_positions_longitude_check" CHECK ("shipment_positions"."longitude" between -180 and 180),
	CONSTRAINT "shipment_positions_accuracy_check" CHECK ("shipment_positions"."accuracy_m" > 0 and "shipment_positions"."accuracy_m" <= 5000)
);
--> statement-breakpoint
CREATE TABLE "shipment_tracking_links" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_tracking_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "share_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_positions" ADD CONSTRAINT "shipment_positions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_positions" ADD CONSTRAINT "shipment_positions_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracking_links" ADD CONSTRAINT "shipment_tracking_links_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracking_links" ADD CONSTRAINT "shipment_tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_positions_taken_idx" ON "shipment_positions" USING btree ("shipment_id","taken_at" DESC NULLS LAST);