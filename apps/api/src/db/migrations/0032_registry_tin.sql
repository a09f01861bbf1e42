ALTER TABLE "clients" ADD COLUMN "tin" varchar(17);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tin" varchar(17);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registered_address" varchar(500);--> statement-breakpoint
-- A contact's sales tax registration written as a TIN with its branch code (dashes or not) is its TIN.
UPDATE "clients" SET "tin" = substr(d, 1, 3) || '-' || substr(d, 4, 3) || '-' || substr(d, 7, 3) || '-' || substr(d, 10, 5)
FROM (SELECT "id" AS cid, regexp_replace("sales_tax_registration", '[-[:space:]]', '', 'g') AS d FROM "clients") s
WHERE s.cid = "clients"."id" AND s.d ~ '^[0-9]{14}$';
