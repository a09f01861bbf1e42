CREATE TABLE "news_post_texts" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "news_post_texts_pk" PRIMARY KEY("post_id","language"),
	CONSTRAINT "news_post_texts_language_known" CHECK ("news_post_texts"."language" in ('en', 'jpn', 'es', 'pkr', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_pages_pk" PRIMARY KEY("slug","language"),
	CONSTRAINT "site_pages_slug_known" CHECK ("site_pages"."slug" in ('home', 'about', 'services', 'careers', 'gallery', 'news', 'contact')),
	CONSTRAINT "site_pages_language_known" CHECK ("site_pages"."language" in ('en', 'jpn', 'es', 'pkr', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "contact_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "office_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "news_post_texts" ADD CONSTRAINT "news_post_texts_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_on","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_key" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");