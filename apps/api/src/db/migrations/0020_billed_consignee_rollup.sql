CREATE TABLE "rollup_billed_consignee_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"handler_id" integer NOT NULL,
	"invoices" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"paid_net" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	CONSTRAINT "rollup_billed_consignee_monthly_pk" PRIMARY KEY("month","category","consignee_id","consignee_name","handler_id")
);
--> statement-breakpoint
CREATE INDEX "rollup_billed_consignee_monthly_empty_idx" ON "rollup_billed_consignee_monthly" USING btree ("month") WHERE "rollup_billed_consignee_monthly"."invoices" = 0;--> statement-breakpoint
-- The invoices already recorded, by their BLs' arrival month (db/rollups/definitions.ts as of this migration).
insert into rollup_billed_consignee_monthly (consignee_id, consignee_name, handler_id, month, category, invoices, net, paid_net, vat) select c.consignee_id, c.consignee_name, c.handler_id, c.month, c.category, c.invoices, c.net, c.paid_net, c.vat from (select coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, coalesce(case l.category when 'stevedoring' then i.stevedoring_id else i.arrastre_id end, 0) as handler_id, date_trunc('month', i.arrival_date)::date as month, l.category, count(*)::int as invoices, sum(l.amount) as net, coalesce(sum(l.amount) filter (where b.official_receipt_id is not null), 0) as paid_net, sum(case when b.net_amount = 0 then 0 when l.category = 'stevedoring' then round(b.vat_amount * l.amount / b.net_amount, 2) else b.vat_amount - round(b.vat_amount * (b.net_amount - l.amount) / b.net_amount, 2) end) as vat from items i join billing_invoices b on b.item_id = i.id join billing_invoice_lines l on l.invoice_id = b.id where true group by 1, 2, 3, 4, 5) c;
