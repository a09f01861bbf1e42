-- Consignee suggestion (pdf-converter): manifests print the same company as "ACME TRADING CORP.", "Acme Trading
-- Corporation" or "ACME TRADING, INC."; names are compared by this key, upper case without punctuation and without
-- the company-form words, kept in consignees.company_key (a generated column under a trigram index).
CREATE OR REPLACE FUNCTION portside_company_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    regexp_replace(
      regexp_replace(upper(name), '[^[:alnum:]]+', ' ', 'g'),
      '\m(INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED)\M', ' ', 'g'),
    '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "consignees" ADD COLUMN "company_key" text GENERATED ALWAYS AS (portside_company_key(name)) STORED;--> statement-breakpoint
CREATE INDEX "consignees_company_key_trgm_idx" ON "consignees" USING gin ("company_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_voyage_number_trgm_idx" ON "vessels" USING gin ("voyage_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_number_trgm_idx" ON "work_orders" USING gin ("number" gin_trgm_ops);
