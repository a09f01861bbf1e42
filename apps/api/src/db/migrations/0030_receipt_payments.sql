CREATE TABLE "receipt_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bank" varchar(60),
	"cheque_number" varchar(60),
	"cheque_date" date,
	"reference" varchar(60),
	CONSTRAINT "receipt_payments_amount_positive" CHECK ("receipt_payments"."amount" > 0),
	CONSTRAINT "receipt_payments_details" CHECK (("receipt_payments"."method" = 'cash' and "receipt_payments"."bank" is null and "receipt_payments"."cheque_number" is null and "receipt_payments"."cheque_date" is null
          and "receipt_payments"."reference" is null)
        or ("receipt_payments"."method" = 'cheque' and "receipt_payments"."bank" is not null and "receipt_payments"."cheque_number" is not null
          and "receipt_payments"."cheque_date" is not null and "receipt_payments"."reference" is null)
        or ("receipt_payments"."method" = 'bankTransfer' and "receipt_payments"."reference" is not null and "receipt_payments"."cheque_number" is null
          and "receipt_payments"."cheque_date" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_withholdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"certificate_number" varchar(60),
	CONSTRAINT "receipt_withholdings_rate_range" CHECK ("receipt_withholdings"."rate" > 0 and "receipt_withholdings"."rate" <= 0.15),
	CONSTRAINT "receipt_withholdings_amount_positive" CHECK ("receipt_withholdings"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "withholding_rate" numeric(5, 4) DEFAULT '0.0200' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_receipt_id_official_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."official_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_withholdings" ADD CONSTRAINT "receipt_withholdings_receipt_id_official_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."official_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_withholdings" ADD CONSTRAINT "receipt_withholdings_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_payments_receipt_idx" ON "receipt_payments" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_withholdings_invoice_key" ON "receipt_withholdings" USING btree ("receipt_id","invoice_id");--> statement-breakpoint
CREATE INDEX "receipt_withholdings_invoice_idx" ON "receipt_withholdings" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_withholding_rate_range" CHECK ("app_settings"."withholding_rate" > 0 and "app_settings"."withholding_rate" <= 0.15);