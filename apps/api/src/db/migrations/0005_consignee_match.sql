-- Consignee suggestion (pdf-converter): manifests print the same company as "ACME TRADING CORP.", "Acme Trading
-- Corporation" or "ACME TRADING, INC."; names are compared by this key, upper case without punctuation and without
-- the company-form words (kept in consignees.company_key, a generated column under a trigram index: migration 0007).
CREATE OR REPLACE FUNCTION portside_company_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    regexp_replace(
      regexp_replace(upper(name), '[^[:alnum:]]+', ' ', 'g'),
      '\m(INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED)\M', ' ', 'g'),
    '\s+', ' ', 'g'));
