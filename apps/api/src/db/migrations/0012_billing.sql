CREATE TABLE "billing_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"category" text NOT NULL,
	"basis" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_rate" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "billing_invoice_lines_basis_known" CHECK ("billing_invoice_lines"."basis" in ('cbm', 'revenueTon')),
	CONSTRAINT "billing_invoice_lines_amounts_positive" CHECK ("billing_invoice_lines"."quantity" >= 0 and "billing_invoice_lines"."amount" >= 0 and "billing_invoice_lines"."vat_amount" >= 0)
);
--> statement-breakpoint
DROP INDEX "billing_invoices_number_key";--> statement-breakpoint
DROP INDEX "billing_invoices_date_idx";--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "number_key" text GENERATED ALWAYS AS (regexp_replace(lower("billing_invoices"."invoice_number"), '[[:space:].-]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "vat_treatment" text DEFAULT 'vatable' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "vessel_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "voyage_no" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "seller_address" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "seller_tin" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "seller_vat_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "buyer_company_id" integer;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "buyer_address" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "buyer_tin" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "registered_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "registered_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "tin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "vat_registered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "basis" text DEFAULT 'cbm' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_lines_category_key" ON "billing_invoice_lines" USING btree ("invoice_id","category");--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_created_idx" ON "billing_invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "billing_invoices_number_sort_idx" ON "billing_invoices" USING btree (lower("invoice_number"),"id");--> statement-breakpoint
CREATE INDEX "billing_invoices_vessel_sort_idx" ON "billing_invoices" USING btree (lower("vessel_name"),lower("voyage_no"),"id");--> statement-breakpoint
CREATE INDEX "billing_invoices_number_trgm_idx" ON "billing_invoices" USING gin ("number_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billing_invoices_buyer_idx" ON "billing_invoices" USING btree ("buyer_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_key" ON "billing_invoices" USING btree ("number_key");--> statement-breakpoint
CREATE INDEX "billing_invoices_date_idx" ON "billing_invoices" USING btree ("billing_date","id");--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_vat_treatment_known" CHECK ("billing_invoices"."vat_treatment" in ('vatable', 'zeroRated', 'exempt'));--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_basis_known" CHECK ("tariffs"."basis" in ('cbm', 'revenueTon'));--> statement-breakpoint
-- Invoices written before this migration: what they print of the vessel and the buyer, read from today's records.
UPDATE "billing_invoices" b SET "vessel_name" = v."name", "voyage_no" = v."voyage_number",
  "buyer_name" = coalesce(c."name", i."consignee"), "buyer_company_id" = c."company_id"
FROM "items" i JOIN "work_orders" w ON w."id" = i."work_order_id" JOIN "vessels" v ON v."id" = w."vessel_id"
LEFT JOIN "consignees" c ON c."id" = i."consignee_id"
WHERE i."id" = b."item_id";--> statement-breakpoint
-- Their lines: CBM x the tariff in force on the billing date for each category our operator handled; the amounts
-- are then the sums of the lines.
INSERT INTO "billing_invoice_lines" ("invoice_id", "category", "basis", "quantity", "unit_rate", "amount", "vat_amount")
SELECT b."id", t."category", 'cbm', i."cbm", t."rate_per_cbm", round(i."cbm" * t."rate_per_cbm", 2),
  round(round(i."cbm" * t."rate_per_cbm", 2) * t."vat_rate", 2)
FROM "billing_invoices" b JOIN "items" i ON i."id" = b."item_id"
CROSS JOIN (VALUES ('stevedoring'), ('arrastre')) AS k("category")
JOIN "cargo_handlers" h ON h."id" = CASE k."category" WHEN 'stevedoring' THEN i."stevedoring_id" ELSE i."arrastre_id" END
JOIN LATERAL (SELECT * FROM "tariffs" t WHERE t."category" = k."category" AND t."effective_from" <= b."billing_date"
  ORDER BY t."effective_from" DESC LIMIT 1) t ON true
WHERE lower(h."name") IN (SELECT lower(unnest("own_operators")) FROM "app_settings");--> statement-breakpoint
UPDATE "billing_invoices" b SET "net_amount" = l."net", "vat_amount" = l."vat"
FROM (SELECT "invoice_id", sum("amount") AS "net", sum("vat_amount") AS "vat" FROM "billing_invoice_lines" GROUP BY 1) l
WHERE l."invoice_id" = b."id";
