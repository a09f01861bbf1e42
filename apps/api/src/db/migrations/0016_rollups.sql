CREATE TABLE "rollup_consignee_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"handler_id" integer NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_consignee_monthly_pk" PRIMARY KEY("month","category","handler_id","consignee_id","consignee_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_description_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"handler_id" integer NOT NULL,
	"description_id" integer NOT NULL,
	"description_name" text NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_description_monthly_pk" PRIMARY KEY("month","category","handler_id","description_id","description_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_revenue_consignee_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"invoices" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"paid_net" numeric(18, 2) NOT NULL,
	CONSTRAINT "rollup_revenue_consignee_monthly_pk" PRIMARY KEY("month","category","consignee_id","consignee_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_revenue_visit_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"work_order_id" integer NOT NULL,
	"invoices" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"paid_net" numeric(18, 2) NOT NULL,
	CONSTRAINT "rollup_revenue_visit_monthly_pk" PRIMARY KEY("month","category","work_order_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_visit_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"handler_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_visit_monthly_pk" PRIMARY KEY("month","category","handler_id","work_order_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_volume_daily" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"handler_id" integer NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_volume_daily_pk" PRIMARY KEY("day","category","handler_id")
);
--> statement-breakpoint
CREATE INDEX "rollup_consignee_monthly_empty_idx" ON "rollup_consignee_monthly" USING btree ("month") WHERE "rollup_consignee_monthly"."bls" = 0;--> statement-breakpoint
CREATE INDEX "rollup_description_monthly_empty_idx" ON "rollup_description_monthly" USING btree ("month") WHERE "rollup_description_monthly"."bls" = 0;--> statement-breakpoint
CREATE INDEX "rollup_revenue_consignee_monthly_empty_idx" ON "rollup_revenue_consignee_monthly" USING btree ("month") WHERE "rollup_revenue_consignee_monthly"."invoices" = 0;--> statement-breakpoint
CREATE INDEX "rollup_revenue_visit_monthly_empty_idx" ON "rollup_revenue_visit_monthly" USING btree ("month") WHERE "rollup_revenue_visit_monthly"."invoices" = 0;--> statement-breakpoint
CREATE INDEX "rollup_visit_monthly_empty_idx" ON "rollup_visit_monthly" USING btree ("month") WHERE "rollup_visit_monthly"."bls" = 0;--> statement-breakpoint
CREATE INDEX "rollup_volume_daily_empty_idx" ON "rollup_volume_daily" USING btree ("day") WHERE "rollup_volume_daily"."bls" = 0;--> statement-breakpoint
CREATE INDEX "items_unmatched_consignee_arrival_idx" ON "items" USING btree (upper(btrim("consignee")),"arrival_date") WHERE "items"."consignee_id" is null;--> statement-breakpoint
-- The rollups of the items already recorded (db/rollups/definitions.ts as of this migration).
insert into rollup_volume_daily (day, category, handler_id, bls, packages, cbm) select c.day, c.category, c.handler_id, c.bls, c.packages, c.cbm from (select i.arrival_date as day, h.category, coalesce(h.handler_id, 0) as handler_id, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3) c;--> statement-breakpoint
insert into rollup_consignee_monthly (month, consignee_id, consignee_name, category, handler_id, bls, packages, cbm) select c.month, c.consignee_id, c.consignee_name, c.category, c.handler_id, c.bls, c.packages, c.cbm from (select date_trunc('month', i.arrival_date)::date as month, coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, h.category, coalesce(h.handler_id, 0) as handler_id, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4, 5) c;--> statement-breakpoint
insert into rollup_visit_monthly (month, work_order_id, category, handler_id, bls, packages, cbm) select c.month, c.work_order_id, c.category, c.handler_id, c.bls, c.packages, c.cbm from (select date_trunc('month', i.arrival_date)::date as month, i.work_order_id, h.category, coalesce(h.handler_id, 0) as handler_id, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4) c;--> statement-breakpoint
insert into rollup_description_monthly (month, description_id, description_name, category, handler_id, bls, packages, cbm) select c.month, c.description_id, c.description_name, c.category, c.handler_id, c.bls, c.packages, c.cbm from (select date_trunc('month', i.arrival_date)::date as month, coalesce(i.description_id, 0) as description_id, case when i.description_id is null then upper(btrim(i.description)) else '' end as description_name, h.category, coalesce(h.handler_id, 0) as handler_id, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4, 5) c;--> statement-breakpoint
insert into rollup_revenue_consignee_monthly (consignee_id, consignee_name, month, category, invoices, net, paid_net) select c.consignee_id, c.consignee_name, c.month, c.category, c.invoices, c.net, c.paid_net from (select coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, date_trunc('month', b.billing_date)::date as month, l.category, count(*)::int as invoices, sum(l.amount) as net, coalesce(sum(l.amount) filter (where b.official_receipt_id is not null), 0) as paid_net from items i join billing_invoices b on b.item_id = i.id join billing_invoice_lines l on l.invoice_id = b.id where true group by 1, 2, 3, 4) c;--> statement-breakpoint
insert into rollup_revenue_visit_monthly (work_order_id, month, category, invoices, net, paid_net) select c.work_order_id, c.month, c.category, c.invoices, c.net, c.paid_net from (select i.work_order_id, date_trunc('month', b.billing_date)::date as month, l.category, count(*)::int as invoices, sum(l.amount) as net, coalesce(sum(l.amount) filter (where b.official_receipt_id is not null), 0) as paid_net from items i join billing_invoices b on b.item_id = i.id join billing_invoice_lines l on l.invoice_id = b.id where true group by 1, 2, 3) c;
