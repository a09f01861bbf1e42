-- An invoice belongs to at most one receipt: the receipt becomes a column of the invoice, and the link table goes.
-- The links written so far move into the column first (each invoice had at most one: the link's unique key).
ALTER TABLE "billing_invoices" ADD COLUMN "official_receipt_id" integer;--> statement-breakpoint
UPDATE "billing_invoices" b SET "official_receipt_id" = l."official_receipt_id"
FROM "official_receipt_invoices" l
WHERE l."billing_invoice_id" = b."id";--> statement-breakpoint
DROP TABLE "official_receipt_invoices";--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_official_receipt_id_official_receipts_id_fk" FOREIGN KEY ("official_receipt_id") REFERENCES "public"."official_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_receipt_idx" ON "billing_invoices" USING btree ("official_receipt_id") WHERE "billing_invoices"."official_receipt_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_invoices_unpaid_number_idx" ON "billing_invoices" USING btree (lower("invoice_number"),"id") WHERE "billing_invoices"."official_receipt_id" is null;--> statement-breakpoint
CREATE INDEX "billing_invoices_unpaid_date_idx" ON "billing_invoices" USING btree ("billing_date","id") WHERE "billing_invoices"."official_receipt_id" is null;--> statement-breakpoint
CREATE INDEX "billing_invoices_unpaid_number_trgm_idx" ON "billing_invoices" USING gin ("number_key" gin_trgm_ops) WHERE "billing_invoices"."official_receipt_id" is null;
