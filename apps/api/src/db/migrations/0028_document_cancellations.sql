DROP INDEX "clearances_number_key";--> statement-breakpoint
ALTER TABLE "billing_invoices" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clearances" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "cancelled_item_id" integer;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "clearances" ADD COLUMN "cancelled_item_id" integer;--> statement-breakpoint
ALTER TABLE "clearances" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearances" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "clearances" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD COLUMN "cancelled_invoice_ids" integer[];--> statement-breakpoint
ALTER TABLE "monitoring" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_cancelled_item_id_items_id_fk" FOREIGN KEY ("cancelled_item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_cancelled_item_id_items_id_fk" FOREIGN KEY ("cancelled_item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_receipts" ADD CONSTRAINT "official_receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_cancelled_item_idx" ON "billing_invoices" USING btree ("cancelled_item_id") WHERE "billing_invoices"."cancelled_item_id" is not null;--> statement-breakpoint
CREATE INDEX "clearances_cancelled_item_idx" ON "clearances" USING btree ("cancelled_item_id") WHERE "clearances"."cancelled_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_number_key" ON "clearances" USING btree (lower("clearance_number")) WHERE "clearances"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_standing_or_cancelled" CHECK (("billing_invoices"."cancelled_at" is null and "billing_invoices"."item_id" is not null and "billing_invoices"."cancelled_item_id" is null)
        or ("billing_invoices"."cancelled_at" is not null and "billing_invoices"."item_id" is null and "billing_invoices"."cancelled_item_id" is not null));--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_standing_or_cancelled" CHECK (("clearances"."cancelled_at" is null and "clearances"."item_id" is not null and "clearances"."cancelled_item_id" is null)
        or ("clearances"."cancelled_at" is not null and "clearances"."item_id" is null and "clearances"."cancelled_item_id" is not null));