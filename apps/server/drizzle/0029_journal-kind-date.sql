-- The admin's revenue from the ledger (issue 26, ADR 021): journal entries by kind and date, for a month's released fees and the transactions list newest first.
CREATE INDEX "journal_entries_kind_date_idx" ON "journal_entries" USING btree ("kind","created_at","id");
