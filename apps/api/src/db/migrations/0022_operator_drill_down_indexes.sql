DROP INDEX "items_consignee_arrival_idx";--> statement-breakpoint
DROP INDEX "items_unmatched_consignee_arrival_idx";--> statement-breakpoint
CREATE INDEX "items_work_order_idx" ON "items" USING btree ("work_order_id","id","stevedoring_id","arrastre_id","description_id","no_packages","cbm");--> statement-breakpoint
CREATE INDEX "items_consignee_arrival_idx" ON "items" USING btree ("consignee_id","arrival_date","id","stevedoring_id","arrastre_id","description_id","no_packages","cbm");--> statement-breakpoint
CREATE INDEX "items_unmatched_consignee_arrival_idx" ON "items" USING btree (upper(btrim("consignee")),"arrival_date","id","consignee","stevedoring_id","arrastre_id","description_id","no_packages","cbm") WHERE "items"."consignee_id" is null;