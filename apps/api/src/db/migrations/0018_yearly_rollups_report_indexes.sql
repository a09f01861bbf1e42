CREATE TABLE "rollup_consignee_yearly" (
	"year" date NOT NULL,
	"category" text NOT NULL,
	"handler_id" integer NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_consignee_yearly_pk" PRIMARY KEY("year","category","handler_id","consignee_id","consignee_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_revenue_consignee_yearly" (
	"year" date NOT NULL,
	"category" text NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"invoices" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"paid_net" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	CONSTRAINT "rollup_revenue_consignee_yearly_pk" PRIMARY KEY("year","category","consignee_id","consignee_name")
);
--> statement-breakpoint
DROP INDEX "items_consignee_arrival_idx";--> statement-breakpoint
DROP INDEX "items_unmatched_consignee_arrival_idx";--> statement-breakpoint
CREATE INDEX "rollup_consignee_yearly_empty_idx" ON "rollup_consignee_yearly" USING btree ("year") WHERE "rollup_consignee_yearly"."bls" = 0;--> statement-breakpoint
CREATE INDEX "rollup_consignee_yearly_handler_idx" ON "rollup_consignee_yearly" USING btree ("handler_id","year","category","consignee_id","consignee_name","bls","packages","cbm");--> statement-breakpoint
CREATE INDEX "rollup_revenue_consignee_yearly_empty_idx" ON "rollup_revenue_consignee_yearly" USING btree ("year") WHERE "rollup_revenue_consignee_yearly"."invoices" = 0;--> statement-breakpoint
CREATE INDEX "rollup_consignee_monthly_handler_idx" ON "rollup_consignee_monthly" USING btree ("handler_id","month","category","consignee_id","consignee_name","bls","packages","cbm");--> statement-breakpoint
CREATE INDEX "rollup_visit_monthly_handler_idx" ON "rollup_visit_monthly" USING btree ("handler_id","month","category","work_order_id","bls","packages","cbm");--> statement-breakpoint
CREATE INDEX "items_consignee_arrival_idx" ON "items" USING btree ("consignee_id","arrival_date","id","stevedoring_id","arrastre_id");--> statement-breakpoint
CREATE INDEX "items_unmatched_consignee_arrival_idx" ON "items" USING btree (upper(btrim("consignee")),"arrival_date","id","consignee","stevedoring_id","arrastre_id") WHERE "items"."consignee_id" is null;--> statement-breakpoint
-- The yearly rollups of the items already recorded (db/rollups/definitions.ts as of this migration).
insert into rollup_consignee_yearly (year, consignee_id, consignee_name, category, handler_id, bls, packages, cbm) select c.year, c.consignee_id, c.consignee_name, c.category, c.handler_id, c.bls, c.packages, c.cbm from (select date_trunc('year', i.arrival_date)::date as year, coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, h.category, coalesce(h.handler_id, 0) as handler_id, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4, 5) c;--> statement-breakpoint
insert into rollup_revenue_consignee_yearly (consignee_id, consignee_name, year, category, invoices, net, paid_net, vat) select c.consignee_id, c.consignee_name, c.year, c.category, c.invoices, c.net, c.paid_net, c.vat from (select coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, date_trunc('year', b.billing_date)::date as year, l.category, count(*)::int as invoices, sum(l.amount) as net, coalesce(sum(l.amount) filter (where b.official_receipt_id is not null), 0) as paid_net, sum(case when b.net_amount = 0 then 0 when l.category = 'stevedoring' then round(b.vat_amount * l.amount / b.net_amount, 2) else b.vat_amount - round(b.vat_amount * (b.net_amount - l.amount) / b.net_amount, 2) end) as vat from items i join billing_invoices b on b.item_id = i.id join billing_invoice_lines l on l.invoice_id = b.id where true group by 1, 2, 3, 4) c;
