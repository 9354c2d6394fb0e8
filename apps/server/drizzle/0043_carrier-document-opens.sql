CREATE TABLE "carrier_document_opens" (
	"document_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_document_opens_document_id_admin_id_pk" PRIMARY KEY("document_id","admin_id")
);
--> statement-breakpoint
ALTER TABLE "carrier_document_opens" ADD CONSTRAINT "carrier_document_opens_document_id_carrier_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."carrier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_document_opens" ADD CONSTRAINT "carrier_document_opens_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;