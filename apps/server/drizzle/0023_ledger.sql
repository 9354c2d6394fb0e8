CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"shipment_id" uuid,
	"transfer_id" uuid,
	"actor_id" uuid,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_once" UNIQUE("idempotency_key"),
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('deposit_completed', 'escrow_released', 'escrow_refunded', 'payout_completed', 'refund_completed'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_ngwee" bigint NOT NULL,
	CONSTRAINT "journal_lines_not_zero" CHECK ("journal_lines"."amount_ngwee" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"shipment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_one_per_purpose" UNIQUE NULLS NOT DISTINCT("kind","user_id","shipment_id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('owner_funding', 'escrow', 'transporter_payable', 'platform_revenue', 'provider_clearing')),
	CONSTRAINT "ledger_accounts_shape" CHECK (case "ledger_accounts"."kind"
        when 'escrow' then "ledger_accounts"."shipment_id" is not null and "ledger_accounts"."user_id" is null
        when 'owner_funding' then "ledger_accounts"."user_id" is not null and "ledger_accounts"."shipment_id" is null
        when 'transporter_payable' then "ledger_accounts"."user_id" is not null and "ledger_accounts"."shipment_id" is null
        else "ledger_accounts"."user_id" is null and "ledger_accounts"."shipment_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "mobile_money_sandbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"amount_ngwee" bigint NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"next_callback_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mobile_money_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"phone_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_money_wallets_msisdn" CHECK ("mobile_money_wallets"."phone_number" ~ '^260[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "money_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"provider" text NOT NULL,
	"phone_number" text NOT NULL,
	"amount_ngwee" bigint NOT NULL,
	"deposit_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"provider_transaction_id" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "money_transfers_amount_positive" CHECK ("money_transfers"."amount_ngwee" > 0),
	CONSTRAINT "money_transfers_kind_check" CHECK ("money_transfers"."kind" in ('deposit', 'payout', 'refund')),
	CONSTRAINT "money_transfers_status_check" CHECK ("money_transfers"."status" in ('PENDING', 'ACCEPTED', 'COMPLETED', 'FAILED')),
	CONSTRAINT "money_transfers_refund_has_deposit" CHECK (("money_transfers"."kind" = 'refund') = ("money_transfers"."deposit_id" is not null)),
	CONSTRAINT "money_transfers_msisdn" CHECK ("money_transfers"."phone_number" ~ '^260[0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_wallets" ADD CONSTRAINT "mobile_money_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transfers" ADD CONSTRAINT "money_transfers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transfers" ADD CONSTRAINT "money_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transfers" ADD CONSTRAINT "money_transfers_deposit_id_money_transfers_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."money_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_shipment_idx" ON "journal_entries" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "mobile_money_sandbox_due_idx" ON "mobile_money_sandbox" USING btree ("next_callback_at") WHERE "mobile_money_sandbox"."next_callback_at" is not null;--> statement-breakpoint
CREATE INDEX "money_transfers_shipment_idx" ON "money_transfers" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "money_transfers_user_idx" ON "money_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "money_transfers_open_idx" ON "money_transfers" USING btree ("next_check_at") WHERE "money_transfers"."status" in ('PENDING', 'ACCEPTED');--> statement-breakpoint
-- The ledger's invariants, guarded by the database (ADR 021): every journal entry's lines sum to zero
-- and there are at least two of them, checked at commit (deferred, so an entry's lines may be written
-- one after another in its transaction); and what is written is never changed or removed.
CREATE FUNCTION journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  lines int;
BEGIN
  SELECT coalesce(sum(amount_ngwee), 0), count(*) INTO total, lines
    FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'journal entry % does not balance: % lines summing to % ngwee', NEW.entry_id, lines, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balances';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balances();
--> statement-breakpoint
CREATE FUNCTION journal_entry_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_lines WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'journal entry % has fewer than two lines', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balances';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_lines AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_has_lines();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused (write a correcting entry)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_truncate_refused BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_truncate_refused BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
