-- OR numbers are compared and searched like invoice numbers: ignoring case, spaces, dashes and dots (a stored key
-- with a unique index and a trigram index, as billing_invoices.number_key). Two receipts whose numbers differ only so
-- would stop this migration at the unique index, naming the key; none can exist in the demo data (OR-0000001 ...).
DROP INDEX "official_receipts_number_key";--> statement-breakpoint
DROP INDEX "official_receipts_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "number_key" text GENERATED ALWAYS AS (regexp_replace(lower("official_receipts"."or_number"), '[[:space:].-]', '', 'g')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "official_receipts_number_key" ON "official_receipts" USING btree ("number_key");--> statement-breakpoint
CREATE INDEX "official_receipts_number_trgm_idx" ON "official_receipts" USING gin ("number_key" gin_trgm_ops);