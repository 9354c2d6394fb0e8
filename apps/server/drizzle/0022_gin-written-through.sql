-- The trigram search indexes take each row's entries at once, not through a pending list that the
-- write overflowing it must merge (schema/index-options.ts, ADR 010). The same indexes as before,
-- with a storage option changed in place; what the pending lists already hold is merged now.
ALTER INDEX "activities_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "quotes_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('activities_search_idx'), gin_clean_pending_list('quotes_search_idx'), gin_clean_pending_list('users_search_idx');
