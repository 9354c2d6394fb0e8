-- The trigram search indexes take each write straight in again (schema/index-options.ts): the
-- background merge of their pending lists is gone, because bench:load holds its bar without it.
-- ALTER, not a rebuild; the entries still pending are merged now.
ALTER INDEX "activities_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "quotes_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('activities_search_idx'::regclass), gin_clean_pending_list('quotes_search_idx'::regclass), gin_clean_pending_list('users_search_idx'::regclass);
