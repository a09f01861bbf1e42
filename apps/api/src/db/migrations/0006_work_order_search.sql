CREATE INDEX "vessels_voyage_number_trgm_idx" ON "vessels" USING gin ("voyage_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_number_trgm_idx" ON "work_orders" USING gin ("number" gin_trgm_ops);