ALTER TABLE "official_receipts" ADD COLUMN "payer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every receipt's payer as its first invoice (the one its printed page shows first) printed the buyer.
UPDATE "official_receipts" r SET "payer_name" = coalesce((
  SELECT b."buyer_name" FROM "billing_invoices" b
  WHERE b."official_receipt_id" = r."id" OR b."id" = any(coalesce(r."cancelled_invoice_ids", '{}'))
  ORDER BY b."billing_date", b."invoice_number" LIMIT 1), '');--> statement-breakpoint
CREATE INDEX "billing_invoices_unpaid_buyer_trgm_idx" ON "billing_invoices" USING gin ("buyer_name" gin_trgm_ops) WHERE "billing_invoices"."official_receipt_id" is null;--> statement-breakpoint
CREATE INDEX "official_receipts_payer_trgm_idx" ON "official_receipts" USING gin ("payer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "official_receipts_cancelled_invoices_idx" ON "official_receipts" USING gin ("cancelled_invoice_ids") WHERE "official_receipts"."cancelled_invoice_ids" is not null;--> statement-breakpoint
CREATE INDEX "items_bl_prefix_idx" ON "items" USING btree (lower("bl_no") text_pattern_ops);