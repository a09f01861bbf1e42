-- An invoice's VAT is its rate of its net, rounded once (no longer the sum of each line's rounded VAT): the invoice
-- keeps the rate and prints it; lines keep no VAT. Invoices issued so far keep their VAT as issued, and take the rate
-- of the tariff in force on their billing date for their first category (12% if none is left in the settings).
ALTER TABLE "billing_invoices" ADD COLUMN "vat_rate" numeric(5, 4);--> statement-breakpoint
UPDATE "billing_invoices" b SET "vat_rate" = coalesce((
  SELECT t."vat_rate" FROM "billing_invoice_lines" l
  JOIN "tariffs" t ON t."category" = l."category" AND t."effective_from" <= b."billing_date"
  WHERE l."invoice_id" = b."id"
  ORDER BY l."category" DESC, t."effective_from" DESC
  LIMIT 1
), 0.12);--> statement-breakpoint
ALTER TABLE "billing_invoices" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_vat_rate_range" CHECK ("billing_invoices"."vat_rate" >= 0 and "billing_invoices"."vat_rate" < 1);--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" DROP CONSTRAINT "billing_invoice_lines_amounts_positive";--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" DROP COLUMN "vat_amount";--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_amounts_positive" CHECK ("billing_invoice_lines"."quantity" >= 0 and "billing_invoice_lines"."amount" >= 0);
