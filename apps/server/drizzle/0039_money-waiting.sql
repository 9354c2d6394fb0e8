CREATE TABLE "payouts_awaiting_wallet" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"transporter_id" uuid NOT NULL,
	"amount_ngwee" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_awaiting_wallet_amount_positive" CHECK ("payouts_awaiting_wallet"."amount_ngwee" > 0)
);
--> statement-breakpoint
ALTER TABLE "money_transfers" ADD COLUMN "received_ngwee" bigint;--> statement-breakpoint
ALTER TABLE "payouts_awaiting_wallet" ADD CONSTRAINT "payouts_awaiting_wallet_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts_awaiting_wallet" ADD CONSTRAINT "payouts_awaiting_wallet_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_awaiting_wallet_transporter_idx" ON "payouts_awaiting_wallet" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "money_transfers_short_deposit_idx" ON "money_transfers" USING btree ("created_at") WHERE "money_transfers"."kind" = 'deposit' and "money_transfers"."received_ngwee" < "money_transfers"."amount_ngwee";--> statement-breakpoint
ALTER TABLE "money_transfers" ADD CONSTRAINT "money_transfers_received_of_deposit" CHECK ("money_transfers"."received_ngwee" is null or ("money_transfers"."kind" = 'deposit' and "money_transfers"."received_ngwee" >= 0));--> statement-breakpoint
-- The transporter told that its payout waits for a wallet, the owner that its payment arrived short (issue 39).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'delivery_unconfirmed', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released', 'payment_refunded', 'payout_awaits_wallet', 'payment_short', 'dispute_opened', 'dispute_resolved', 'message_received', 'document_approved', 'document_rejected', 'document_expiring', 'document_expired'));--> statement-breakpoint
-- Payouts released before this migration that found no wallet wait too: released, credited to the
-- transporter's payable, and no payout ever stored for the shipment.
INSERT INTO "payouts_awaiting_wallet" ("shipment_id", "transporter_id", "amount_ngwee", "created_at")
SELECT e.shipment_id, a.user_id, -l.amount_ngwee, e.created_at
FROM "journal_entries" e
JOIN "journal_lines" l ON l.entry_id = e.id
JOIN "ledger_accounts" a ON a.id = l.account_id AND a.kind = 'transporter_payable'
WHERE e.kind = 'escrow_released' AND l.amount_ngwee < 0
  AND NOT EXISTS (SELECT 1 FROM "money_transfers" t WHERE t.shipment_id = e.shipment_id AND t.kind = 'payout');
