CREATE TABLE "work_order_update_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"note" varchar(1000) NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "discharged_packages" integer;--> statement-breakpoint
ALTER TABLE "work_order_update_requests" ADD CONSTRAINT "work_order_update_requests_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_update_requests" ADD CONSTRAINT "work_order_update_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_update_requests_work_order_idx" ON "work_order_update_requests" USING btree ("work_order_id","requested_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_discharged_packages_positive" CHECK ("items"."discharged_packages" >= 0);--> statement-breakpoint
UPDATE "items" SET "discharged_packages" = "no_packages" WHERE "handled_at" IS NOT NULL;