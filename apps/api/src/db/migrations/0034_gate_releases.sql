CREATE TABLE "gate_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"packages" integer NOT NULL,
	"plate_number" varchar(20) NOT NULL,
	"driver_name" varchar(120) NOT NULL,
	"slip_number" varchar(40) NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	CONSTRAINT "gate_releases_packages_positive" CHECK ("gate_releases"."packages" > 0)
);
--> statement-breakpoint
ALTER TABLE "gate_releases" ADD CONSTRAINT "gate_releases_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_releases" ADD CONSTRAINT "gate_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_releases" ADD CONSTRAINT "gate_releases_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_releases_item_idx" ON "gate_releases" USING btree ("item_id","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_releases_slip_key" ON "gate_releases" USING btree ("item_id",lower("slip_number")) WHERE "gate_releases"."cancelled_at" is null and "gate_releases"."slip_number" <> '';--> statement-breakpoint
-- Every BL already out left in one release of all its packages at its gate-out: no truck or slip was asked then.
INSERT INTO "gate_releases" ("item_id", "packages", "plate_number", "driver_name", "slip_number", "released_at")
SELECT "id", greatest(coalesce("discharged_packages", "no_packages"), 1), '', '', '', "gate_out_at"
FROM "items" WHERE "gate_out_at" IS NOT NULL;
