-- Consignee suggestion (pdf-converter): manifests print the same company as "ACME TRADING CORP.", "Acme Trading
-- Corporation" or "ACME TRADING, INC."; names are compared by this key, upper case without punctuation and without
-- the company-form words, under a trigram index so the closest registry name is found without a scan.
CREATE OR REPLACE FUNCTION portside_company_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    regexp_replace(
      regexp_replace(upper(name), '[^[:alnum:]]+', ' ', 'g'),
      '\m(INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED)\M', ' ', 'g'),
    '\s+', ' ', 'g'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignees_company_key_trgm_idx" ON "consignees" USING gin (portside_company_key("name") gin_trgm_ops);
