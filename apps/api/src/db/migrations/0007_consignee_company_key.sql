-- An expression index of the same name stood here in early builds of 0005.
DROP INDEX IF EXISTS "consignees_company_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "consignees" ADD COLUMN "company_key" text GENERATED ALWAYS AS (portside_company_key(name)) STORED;--> statement-breakpoint
CREATE INDEX "consignees_company_key_trgm_idx" ON "consignees" USING gin ("company_key" gin_trgm_ops);