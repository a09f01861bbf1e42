CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" varchar(60) NOT NULL,
	"item_id" integer NOT NULL,
	"billing_date" date NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearances" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"clearance_number" varchar(60) NOT NULL,
	"clearance_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_receipt_invoices" (
	"official_receipt_id" integer NOT NULL,
	"billing_invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"or_number" varchar(60) NOT NULL,
	"date_issued" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delays" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"notes" text,
	"from_time" timestamp with time zone NOT NULL,
	"to_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"actual_time_of_arrival" timestamp with time zone,
	"time_of_berth" timestamp with time zone,
	"time_of_departure" timestamp with time zone,
	"berth_location" varchar(100),
	"pier" varchar(100),
	"target_moves_per_hour" numeric(10, 2),
	"no_gang" integer,
	"break_duration_hours" numeric(6, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productivity_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"gang" integer NOT NULL,
	"moves" integer NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "productivity_tallies_moves" CHECK ("productivity_tallies"."moves" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cargo_handlers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"middle_name" varchar(100),
	"last_name" varchar(100) NOT NULL,
	"suffix" varchar(20),
	"company_id" integer,
	"email" varchar(254) NOT NULL,
	"mobile_number" varchar(15) NOT NULL,
	"fax" varchar(40),
	"other" varchar(200),
	"website" varchar(200),
	"address" text,
	"city" varchar(100),
	"province" varchar(100),
	"zip_code" varchar(20),
	"country" varchar(100),
	"is_shipping_address_same_to_billing" boolean DEFAULT true NOT NULL,
	"payment_method" varchar(60),
	"terms" varchar(60),
	"delivery_options" varchar(100),
	"language" varchar(40),
	"sales_tax_registration" varchar(60),
	"opening_balance" numeric(14, 2),
	"opening_balance_as_of" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"kind_id" integer NOT NULL,
	"is_client" boolean DEFAULT true NOT NULL,
	"shipping_line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(250) NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kinds_of_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"voyage_number" varchar(60) NOT NULL,
	"shipping_agent_id" integer NOT NULL,
	"vessel_type" varchar(60) DEFAULT 'General Cargo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"own_operators" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" text DEFAULT 'Asia/Manila' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_single_row" CHECK ("app_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "cbm_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer,
	"category" text NOT NULL,
	"cbm" numeric(14, 3) NOT NULL,
	CONSTRAINT "cbm_targets_month" CHECK ("cbm_targets"."month" is null or "cbm_targets"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"rate_per_cbm" numeric(12, 2) NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "tariffs_rate_positive" CHECK ("tariffs"."rate_per_cbm" >= 0 and "tariffs"."vat_rate" >= 0 and "tariffs"."vat_rate" < 1)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"bl_no" varchar(60) NOT NULL,
	"marks_and_numbers" text,
	"shipper" text,
	"consignee" text NOT NULL,
	"consignee_id" integer,
	"no_packages" integer NOT NULL,
	"description" text NOT NULL,
	"description_id" integer,
	"gross_weight" numeric(14, 3) NOT NULL,
	"cbm" numeric(14, 3) NOT NULL,
	"stevedoring_id" integer,
	"arrastre_id" integer,
	"arrival_date" date NOT NULL,
	"handled_at" timestamp with time zone,
	"gate_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_no_packages_positive" CHECK ("items"."no_packages" >= 0),
	CONSTRAINT "items_cbm_positive" CHECK ("items"."cbm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sub_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"vehicle_maker" varchar(100),
	"vehicle_model" varchar(100),
	"chassis_no" varchar(60),
	"length_cm" numeric(10, 2),
	"width_cm" numeric(10, 2),
	"height_cm" numeric(10, 2),
	"cbm" numeric(14, 3)
);
--> statement-breakpoint
CREATE TABLE "work_order_manifests" (
	"work_order_id" integer PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"vessel_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"owner" varchar(150) DEFAULT 'admin' NOT NULL,
	"type" varchar(40) DEFAULT 'Cargo' NOT NULL,
	"arrival_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_receipt_invoices" ADD CONSTRAINT "official_receipt_invoices_official_receipt_id_official_receipts_id_fk" FOREIGN KEY ("official_receipt_id") REFERENCES "public"."official_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_receipt_invoices" ADD CONSTRAINT "official_receipt_invoices_billing_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("billing_invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delays" ADD CONSTRAINT "delays_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring" ADD CONSTRAINT "monitoring_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productivity_tallies" ADD CONSTRAINT "productivity_tallies_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productivity_tallies" ADD CONSTRAINT "productivity_tallies_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kind_id_kinds_of_company_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds_of_company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignees" ADD CONSTRAINT "consignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_shipping_agent_id_companies_id_fk" FOREIGN KEY ("shipping_agent_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_consignee_id_consignees_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."consignees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_description_id_descriptions_id_fk" FOREIGN KEY ("description_id") REFERENCES "public"."descriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stevedoring_id_cargo_handlers_id_fk" FOREIGN KEY ("stevedoring_id") REFERENCES "public"."cargo_handlers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_arrastre_id_cargo_handlers_id_fk" FOREIGN KEY ("arrastre_id") REFERENCES "public"."cargo_handlers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_items" ADD CONSTRAINT "sub_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_manifests" ADD CONSTRAINT "work_order_manifests_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_key" ON "billing_invoices" USING btree (lower("invoice_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_item_key" ON "billing_invoices" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_date_idx" ON "billing_invoices" USING btree ("billing_date");--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_number_key" ON "clearances" USING btree (lower("clearance_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_item_key" ON "clearances" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "clearances_date_idx" ON "clearances" USING btree ("clearance_date");--> statement-breakpoint
CREATE UNIQUE INDEX "official_receipt_invoices_invoice_key" ON "official_receipt_invoices" USING btree ("billing_invoice_id");--> statement-breakpoint
CREATE INDEX "official_receipt_invoices_receipt_idx" ON "official_receipt_invoices" USING btree ("official_receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "official_receipts_number_key" ON "official_receipts" USING btree (lower("or_number"));--> statement-breakpoint
CREATE INDEX "official_receipts_date_idx" ON "official_receipts" USING btree ("date_issued");--> statement-breakpoint
CREATE INDEX "delays_work_order_idx" ON "delays" USING btree ("work_order_id","from_time");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_work_order_key" ON "monitoring" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "productivity_tallies_key" ON "productivity_tallies" USING btree ("work_order_id","hour_start","gang");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_handlers_name_type_key" ON "cargo_handlers" USING btree (lower("name"),"type");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_first_name_idx" ON "clients" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "clients_company_idx" ON "clients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_kind_idx" ON "companies" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "companies_shipping_line_idx" ON "companies" USING btree ("shipping_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignees_name_key" ON "consignees" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "consignees_name_trgm_idx" ON "consignees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consignees_company_idx" ON "consignees" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "descriptions_content_key" ON "descriptions" USING btree (lower("content"));--> statement-breakpoint
CREATE UNIQUE INDEX "kinds_of_company_name_key" ON "kinds_of_company" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_lines_name_key" ON "shipping_lines" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "shipping_lines_name_trgm_idx" ON "shipping_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_lines_created_idx" ON "shipping_lines" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_name_voyage_key" ON "vessels" USING btree (lower("name"),lower("voyage_number"));--> statement-breakpoint
CREATE INDEX "vessels_name_trgm_idx" ON "vessels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_created_idx" ON "vessels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vessels_agent_idx" ON "vessels" USING btree ("shipping_agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cbm_targets_key" ON "cbm_targets" USING btree ("year",coalesce("month", 0),"category");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_category_from_key" ON "tariffs" USING btree ("category","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "items_work_order_bl_key" ON "items" USING btree ("work_order_id",lower("bl_no"));--> statement-breakpoint
CREATE INDEX "items_bl_no_idx" ON "items" USING btree (lower("bl_no"));--> statement-breakpoint
CREATE INDEX "items_arrival_idx" ON "items" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "items_stevedoring_arrival_idx" ON "items" USING btree ("stevedoring_id","arrival_date");--> statement-breakpoint
CREATE INDEX "items_arrastre_arrival_idx" ON "items" USING btree ("arrastre_id","arrival_date");--> statement-breakpoint
CREATE INDEX "items_consignee_arrival_idx" ON "items" USING btree ("consignee_id","arrival_date");--> statement-breakpoint
CREATE INDEX "items_description_idx" ON "items" USING btree ("description_id");--> statement-breakpoint
CREATE INDEX "sub_items_item_idx" ON "sub_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_key" ON "work_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "work_orders_vessel_idx" ON "work_orders" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "work_orders_arrival_idx" ON "work_orders" USING btree ("arrival_date","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;