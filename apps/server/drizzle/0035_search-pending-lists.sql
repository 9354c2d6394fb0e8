-- The trigram search indexes gather new entries in their pending list again; each instance merges
-- the list every second in the background (queries/search-indexes.ts, schema/index-options.ts).
-- ALTER, not a rebuild: the indexes keep their entries.
ALTER INDEX "activities_search_idx" SET (fastupdate = true);--> statement-breakpoint
ALTER INDEX "quotes_search_idx" SET (fastupdate = true);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (fastupdate = true);
