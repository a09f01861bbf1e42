-- Custom SQL migration file, put your code below! ---- Pages far into a list: the ids of a page are read by an index-only scan of (sort key, id); INCLUDE gives the
-- column under lower(), which PostgreSQL needs to read an expression index without the table (db/list.ts onPage).
CREATE INDEX IF NOT EXISTS "companies_name_page_idx" ON "companies" (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignees_name_page_idx" ON "consignees" (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipping_lines_name_page_idx" ON "shipping_lines" (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vessels_name_page_idx" ON "vessels" (lower("name"), "id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "descriptions_content_page_idx" ON "descriptions" (lower("content"), "id") INCLUDE ("content");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargo_handlers_name_page_idx" ON "cargo_handlers" (lower("name"), "id") INCLUDE ("name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_kind_name_page_idx" ON "companies" ("kind_id", lower("name"), "id") INCLUDE ("name", "shipping_line_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_kind_created_page_idx" ON "companies" ("kind_id", "created_at", "id") INCLUDE ("shipping_line_id");
