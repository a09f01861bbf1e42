DROP INDEX "clearances_date_idx";--> statement-breakpoint
CREATE INDEX "clearances_number_trgm_idx" ON "clearances" USING gin ("clearance_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clearances_date_idx" ON "clearances" USING btree ("clearance_date","id");--> statement-breakpoint
-- The clearance list sorted by number, pages deep: (lower(number), id) read index-only (as 0004 does for names).
CREATE INDEX IF NOT EXISTS "clearances_number_page_idx" ON "clearances" (lower("clearance_number"), "id") INCLUDE ("clearance_number");
