CREATE TABLE "credit_memo_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"memo_id" integer NOT NULL,
	"category" text NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "credit_memo_lines_amounts" CHECK ("credit_memo_lines"."net_amount" >= 0 and "credit_memo_lines"."vat_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" integer NOT NULL,
	"memo_number" varchar(60) NOT NULL,
	"invoice_id" integer NOT NULL,
	"memo_date" date NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_memos_amounts" CHECK ("credit_memos"."net_amount" >= 0 and "credit_memos"."vat_amount" >= 0 and "credit_memos"."net_amount" + "credit_memos"."vat_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_memo_lines" ADD CONSTRAINT "credit_memo_lines_memo_id_credit_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memo_lines_category_key" ON "credit_memo_lines" USING btree ("memo_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memos_serial_key" ON "credit_memos" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "credit_memos_invoice_idx" ON "credit_memos" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_memos_date_idx" ON "credit_memos" USING btree ("memo_date","id");