DROP INDEX "billing_invoice_lines_category_key";--> statement-breakpoint
DROP INDEX "billing_invoices_item_key";--> statement-breakpoint
DROP INDEX "billing_invoices_item_state_idx";--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD COLUMN "tier" smallint;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "kind" text DEFAULT 'handling' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "storage_from" date;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "storage_to" date;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "waived_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "waived_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "gate_releases" ADD COLUMN "hold_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_lines_key" ON "billing_invoice_lines" USING btree ("invoice_id","category",coalesce("period_from", '-infinity'::date));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_storage_key" ON "billing_invoices" USING btree ("item_id","storage_from") WHERE "billing_invoices"."kind" = 'storage';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_item_key" ON "billing_invoices" USING btree ("item_id") WHERE "billing_invoices"."kind" = 'handling';--> statement-breakpoint
CREATE INDEX "billing_invoices_item_state_idx" ON "billing_invoices" USING btree ("item_id","kind","billing_date","official_receipt_id","net_amount","vat_amount");--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_storage_days" CHECK (("billing_invoice_lines"."category" = 'storage') = ("billing_invoice_lines"."period_from" is not null and "billing_invoice_lines"."period_to" is not null
        and "billing_invoice_lines"."days" is not null and "billing_invoice_lines"."tier" is not null));--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_kind_known" CHECK ("billing_invoices"."kind" in ('handling', 'storage'));--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_storage_period" CHECK (("billing_invoices"."kind" = 'storage') = ("billing_invoices"."storage_from" is not null and "billing_invoices"."storage_to" is not null)
        and ("billing_invoices"."storage_from" is null or "billing_invoices"."storage_from" <= "billing_invoices"."storage_to"));--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_waiver" CHECK ("billing_invoices"."waived_days" >= 0 and "billing_invoices"."waived_amount" >= 0
        and (("billing_invoices"."waived_days" = 0 and "billing_invoices"."waived_amount" = 0) or ("billing_invoices"."kind" = 'storage' and "billing_invoices"."waiver_reason" is not null)));