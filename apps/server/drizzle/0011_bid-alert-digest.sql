CREATE TABLE "bid_alert_windows" (
	"quote_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_alert_windows_quote_id_window_start_pk" PRIMARY KEY("quote_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "bid_alert_windows" ADD CONSTRAINT "bid_alert_windows_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A digest of bid alerts (ADR 019, 'A digest of bid alerts'): a load's owner gets an e-mail and an
-- SMS for the first bid on it in each quarter hour, not for every bid (a load drawing 30 bids in an
-- hour was 30 SMS). Every bid still reaches the owner's bell and open screens. The body is migration
-- 0010's with the BID_PLACED branch's window mark added.
CREATE OR REPLACE FUNCTION "activities_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet boolean := coalesce(current_setting('njira.quiet', true), '') = 'on';
  written integer := 0;
BEGIN
  IF NEW."type" = 'BID_PLACED' THEN
    -- The load's owner: the bid, and who placed it (the owner sees both on the quote).
    INSERT INTO "notifications" ("user_id", "activity_id", "kind", "quote_id", "params", "created_at")
    SELECT q."owner_id", NEW."id", 'bid_placed', q."id",
      jsonb_strip_nulls(jsonb_build_object('cargo', q."cargo", 'from', q."from_location", 'to', q."to_location",
        'amount', NEW."metadata" -> 'amount', 'transporter', NEW."metadata" -> 'transporter')),
      NEW."created_at"
    FROM "quotes" q WHERE q."id" = NEW."quote_id";
    GET DIAGNOSTICS written = ROW_COUNT;
    -- E-mail and SMS only for the load's first bid of each quarter hour: the row made here is the
    -- window's mark, and a later bid of the same quarter hour finds it (no row added, no outbox).
    -- The bell above gets every bid. When seeding quietly, no mark is made: no outbox either.
    IF written > 0 AND NOT quiet THEN
      INSERT INTO "bid_alert_windows" ("quote_id", "window_start")
      VALUES (NEW."quote_id", date_bin('15 minutes', NEW."created_at", timestamptz '2000-01-01 00:00:00+00'))
      ON CONFLICT DO NOTHING;
      GET DIAGNOSTICS written = ROW_COUNT;
    END IF;

  ELSIF NEW."type" = 'BID_ACCEPTED' THEN
    -- Every bidder: the winner (the shipment's transporter) learns the amount and the shipment;
    -- the others only that the load is gone (no amount, no shipment: neither is theirs).
    INSERT INTO "notifications"
      ("user_id", "activity_id", "kind", "quote_id", "shipment_id", "params", "created_at")
    SELECT b."transporter_id", NEW."id",
      CASE WHEN b."transporter_id" = s."transporter_id" THEN 'bid_accepted' ELSE 'bid_not_accepted' END,
      q."id",
      CASE WHEN b."transporter_id" = s."transporter_id" THEN s."id" END,
      CASE WHEN b."transporter_id" = s."transporter_id"
        THEN jsonb_strip_nulls(jsonb_build_object('cargo', q."cargo", 'from', q."from_location",
          'to', q."to_location", 'amount', NEW."metadata" -> 'amount'))
        ELSE jsonb_build_object('cargo', q."cargo", 'from', q."from_location", 'to', q."to_location")
      END,
      NEW."created_at"
    FROM "quotes" q
    JOIN "bids" b ON b."quote_id" = q."id"
    LEFT JOIN "shipments" s ON s."id" = NEW."shipment_id"
    WHERE q."id" = NEW."quote_id";
    GET DIAGNOSTICS written = ROW_COUNT;

  ELSIF NEW."type" = 'QUOTE_CANCELLED' THEN
    INSERT INTO "notifications" ("user_id", "activity_id", "kind", "quote_id", "params", "created_at")
    SELECT b."transporter_id", NEW."id", 'quote_cancelled', q."id",
      jsonb_build_object('cargo', q."cargo", 'from', q."from_location", 'to', q."to_location"),
      NEW."created_at"
    FROM "quotes" q
    JOIN "bids" b ON b."quote_id" = q."id"
    WHERE q."id" = NEW."quote_id";
    GET DIAGNOSTICS written = ROW_COUNT;

  ELSIF NEW."type" IN ('SHIPMENT_UPDATED', 'SHIPMENT_DELIVERED', 'SHIPMENT_CANCELLED') THEN
    -- The shipment's parties but the one who acted (both when an admin did). Status and progress
    -- as the entry recorded them (the seed writes a history), else the shipment's own.
    INSERT INTO "notifications"
      ("user_id", "activity_id", "kind", "quote_id", "shipment_id", "params", "created_at")
    SELECT p."user_id", NEW."id", lower(NEW."type"), s."quote_id", s."id",
      jsonb_build_object('cargo', s."cargo", 'from', s."from_location", 'to', s."to_location",
        'status', coalesce(NEW."metadata" -> 'status', to_jsonb(s."status")),
        'progress', coalesce(NEW."metadata" -> 'progress', to_jsonb(s."progress"))),
      NEW."created_at"
    FROM "shipments" s
    CROSS JOIN LATERAL (VALUES (s."owner_id"), (s."transporter_id")) AS p("user_id")
    WHERE s."id" = NEW."shipment_id" AND p."user_id" IS DISTINCT FROM NEW."actor_id";
    GET DIAGNOSTICS written = ROW_COUNT;

  ELSIF NEW."type" = 'SHIPMENT_RATED' THEN
    -- The rated party: the one of the two who did not rate.
    INSERT INTO "notifications"
      ("user_id", "activity_id", "kind", "quote_id", "shipment_id", "params", "created_at")
    SELECT CASE WHEN NEW."actor_id" = s."owner_id" THEN s."transporter_id" ELSE s."owner_id" END,
      NEW."id", 'shipment_rated', s."quote_id", s."id",
      jsonb_strip_nulls(jsonb_build_object('stars', NEW."metadata" -> 'stars')),
      NEW."created_at"
    FROM "shipments" s
    WHERE s."id" = NEW."shipment_id" AND NEW."actor_id" IN (s."owner_id", s."transporter_id");
    GET DIAGNOSTICS written = ROW_COUNT;

  ELSIF NEW."type" = 'QUOTE_CREATED' THEN
    -- Active transporters with new-load alerts on (the domain's default, on, when they never
    -- changed a setting) whose routes touch the load's from or to city.
    INSERT INTO "notifications" ("user_id", "activity_id", "kind", "quote_id", "params", "created_at")
    SELECT u."id", NEW."id", 'new_load', q."id",
      jsonb_strip_nulls(jsonb_build_object('cargo', q."cargo", 'from', q."from_location", 'to', q."to_location",
        'amount', NEW."metadata" -> 'amount')),
      NEW."created_at"
    FROM "quotes" q
    JOIN LATERAL (
      SELECT DISTINCT l."transporter_id" FROM "transporter_lanes" l
      WHERE l."city" IN (q."from_location", q."to_location")
    ) r ON true
    JOIN "users" u ON u."id" = r."transporter_id" AND u."role" = 'transporter' AND u."status" = 'active'
    LEFT JOIN "user_settings" us ON us."user_id" = u."id"
    WHERE q."id" = NEW."quote_id" AND coalesce(us."new_load_alerts", true);
    GET DIAGNOSTICS written = ROW_COUNT;
  END IF;

  IF written > 0 AND NOT quiet THEN
    -- E-mail and SMS as each receiver's settings say (defaults: the domain's, both on); none for a
    -- suspended receiver. Subject and body stay null: rendered from the notification when sent.
    INSERT INTO "outbox" ("channel", "to_email", "to_phone", "notification_id")
    SELECT c."channel",
      CASE WHEN c."channel" = 'email' THEN u."email" END,
      CASE WHEN c."channel" = 'sms' THEN u."phone_number" END,
      n."id"
    FROM "notifications" n
    JOIN "users" u ON u."id" = n."user_id" AND u."status" = 'active'
    LEFT JOIN "user_settings" us ON us."user_id" = n."user_id"
    CROSS JOIN LATERAL (VALUES
      ('email', coalesce(us."email_notifications", true)),
      ('sms', coalesce(us."sms_notifications", true) AND u."phone_number" <> '')
    ) AS c("channel", "wanted")
    WHERE n."activity_id" = NEW."id" AND c."wanted"
      AND "notification_gates_open"(n."kind", coalesce(us."new_load_alerts", true),
        coalesce(us."delivery_updates", true), coalesce(us."payment_alerts", true));
  END IF;

  RETURN NULL;
END $$;
