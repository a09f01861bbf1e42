CREATE TABLE "storage_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_class" text NOT NULL,
	"basis" text NOT NULL,
	"free_days" integer NOT NULL,
	"rate_per_day" numeric(12, 2) NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "storage_tariffs_values" CHECK ("storage_tariffs"."rate_per_day" >= 0 and "storage_tariffs"."vat_rate" >= 0 and "storage_tariffs"."vat_rate" < 1 and "storage_tariffs"."free_days" between 0 and 365),
	CONSTRAINT "storage_tariffs_class_known" CHECK ("storage_tariffs"."cargo_class" in ('import', 'export', 'domestic', 'transhipment')),
	CONSTRAINT "storage_tariffs_basis_known" CHECK ("storage_tariffs"."basis" in ('cbm', 'revenueTon'))
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "cargo_class" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_tariffs_class_from_key" ON "storage_tariffs" USING btree ("cargo_class","effective_from");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_cargo_class_known" CHECK ("work_orders"."cargo_class" in ('import', 'export', 'domestic', 'transhipment'));