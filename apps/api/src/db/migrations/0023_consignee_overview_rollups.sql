CREATE TABLE "rollup_consignee_total_daily" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_consignee_total_daily_pk" PRIMARY KEY("day","category","consignee_id","consignee_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_consignee_total_monthly" (
	"month" date NOT NULL,
	"category" text NOT NULL,
	"consignee_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"bls" integer NOT NULL,
	"packages" bigint NOT NULL,
	"cbm" numeric(18, 3) NOT NULL,
	CONSTRAINT "rollup_consignee_total_monthly_pk" PRIMARY KEY("month","category","consignee_id","consignee_name")
);
--> statement-breakpoint
CREATE INDEX "rollup_consignee_total_daily_empty_idx" ON "rollup_consignee_total_daily" USING btree ("day") WHERE "rollup_consignee_total_daily"."bls" = 0;--> statement-breakpoint
CREATE INDEX "rollup_consignee_total_monthly_empty_idx" ON "rollup_consignee_total_monthly" USING btree ("month") WHERE "rollup_consignee_total_monthly"."bls" = 0;--> statement-breakpoint
-- The items already recorded (db/rollups/definitions.ts as of this migration).
insert into rollup_consignee_total_monthly (month, consignee_id, consignee_name, category, bls, packages, cbm) select c.month, c.consignee_id, c.consignee_name, c.category, c.bls, c.packages, c.cbm from (select date_trunc('month', i.arrival_date)::date as month, coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, h.category, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4) c;--> statement-breakpoint
insert into rollup_consignee_total_daily (day, consignee_id, consignee_name, category, bls, packages, cbm) select c.day, c.consignee_id, c.consignee_name, c.category, c.bls, c.packages, c.cbm from (select i.arrival_date as day, coalesce(i.consignee_id, 0) as consignee_id, case when i.consignee_id is null then upper(btrim(i.consignee)) else '' end as consignee_name, h.category, count(*)::int as bls, sum(i.no_packages)::bigint as packages, sum(i.cbm) as cbm from items i cross join lateral (values ('stevedoring', i.stevedoring_id), ('arrastre', i.arrastre_id)) as h(category, handler_id) where true group by 1, 2, 3, 4) c;
