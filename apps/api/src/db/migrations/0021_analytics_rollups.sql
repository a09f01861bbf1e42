CREATE TABLE "rollup_billing_monthly" (
	"month" date NOT NULL,
	"paid" boolean NOT NULL,
	"invoices" integer NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_billing_monthly_pk" PRIMARY KEY("month","paid")
);
--> statement-breakpoint
CREATE INDEX "rollup_billing_monthly_empty_idx" ON "rollup_billing_monthly" USING btree ("month") WHERE "rollup_billing_monthly"."invoices" = 0;--> statement-breakpoint
CREATE INDEX "rollup_consignee_monthly_consignee_idx" ON "rollup_consignee_monthly" USING btree ("consignee_id","consignee_name","month","category","handler_id","bls","packages","cbm");--> statement-breakpoint
CREATE INDEX "rollup_consignee_yearly_consignee_idx" ON "rollup_consignee_yearly" USING btree ("consignee_id","consignee_name","year","category","handler_id","bls","packages","cbm");--> statement-breakpoint
-- The invoices already recorded (db/rollups/definitions.ts as of this migration).
insert into rollup_billing_monthly (month, paid, invoices, cbm) select date_trunc('month', b.billing_date)::date as month, b.official_receipt_id is not null as paid, count(*)::int as invoices, sum(i.cbm) as cbm from items i join billing_invoices b on b.item_id = i.id group by 1, 2;
