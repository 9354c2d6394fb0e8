-- Who is told what, and how many bids a load has, are decided by the server in the action's own
-- transaction (packages/domain notification-rules.ts; the bid's transaction counts its bid), no
-- longer by functions and triggers in the database (ADR 010, ADR 019).
DROP TRIGGER IF EXISTS "activities_notify" ON "activities";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "activities_notify"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "notification_gates_open"(text, boolean, boolean, boolean);
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shipments_keep_lanes" ON "shipments";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "shipments_keep_lanes"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "bids_queue_loads" ON "bids";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bids_queue_loads"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "refresh_bid_counts"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "bid_list_json"(uuid);
--> statement-breakpoint
DROP TABLE IF EXISTS "quote_bid_lists";
--> statement-breakpoint
DROP TABLE IF EXISTS "quote_bid_count_queue";
--> statement-breakpoint
-- Every load's count, exact from here on.
UPDATE "quotes" q SET "bid_count" = c.n
FROM (SELECT "quote_id", count(*)::int AS n FROM "bids" GROUP BY "quote_id") c
WHERE q."id" = c."quote_id" AND q."bid_count" <> c.n;
