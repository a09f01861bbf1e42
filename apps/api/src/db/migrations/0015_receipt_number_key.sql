-- OR numbers are compared and searched like invoice numbers: ignoring case, spaces, dashes and dots (a stored key
-- with a unique index and a trigram index, as billing_invoices.number_key). Receipts issued before, whose numbers
-- differ only so ("OR 1" after "OR-1"), keep the numbers they were printed with: number_clash numbers the later ones
-- 1, 2... so that the unique key holds them all; every new receipt is 0 and so conflicts with the first of them.
DROP INDEX "official_receipts_number_key";--> statement-breakpoint
DROP INDEX "official_receipts_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "number_key" text GENERATED ALWAYS AS (regexp_replace(lower("official_receipts"."or_number"), '[[:space:].-]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "number_clash" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "official_receipts" SET "number_clash" = "clashes"."n"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "number_key" ORDER BY "id") - 1 AS "n" FROM "official_receipts") "clashes"
  WHERE "clashes"."id" = "official_receipts"."id" AND "clashes"."n" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "official_receipts_number_key" ON "official_receipts" USING btree ("number_key","number_clash");--> statement-breakpoint
CREATE INDEX "official_receipts_number_trgm_idx" ON "official_receipts" USING gin ("number_key" gin_trgm_ops);