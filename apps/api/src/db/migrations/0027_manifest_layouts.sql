CREATE TABLE "manifest_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_line_id" integer,
	"signature" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "manifest_layouts" ADD CONSTRAINT "manifest_layouts_shipping_line_id_shipping_lines_id_fk" FOREIGN KEY ("shipping_line_id") REFERENCES "public"."shipping_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_layouts" ADD CONSTRAINT "manifest_layouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_layouts_key" ON "manifest_layouts" USING btree (coalesce("shipping_line_id", 0),md5("signature"));