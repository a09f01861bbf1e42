DROP INDEX "official_receipts_date_idx";--> statement-breakpoint
CREATE INDEX "official_receipts_created_idx" ON "official_receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "official_receipts_number_trgm_idx" ON "official_receipts" USING gin ("or_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "official_receipts_date_idx" ON "official_receipts" USING btree ("date_issued","id");--> statement-breakpoint
-- The list in OR-number order (lower(), as the unique key compares them): INCLUDE gives the column under lower(), so
-- that a page far down is read by an index-only scan (as in 0004).
CREATE INDEX IF NOT EXISTS "official_receipts_number_page_idx" ON "official_receipts" (lower("or_number"), "id") INCLUDE ("or_number");
