CREATE TABLE "template_thumbnails" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phishing_templates" ADD COLUMN "design_data" text;--> statement-breakpoint
ALTER TABLE "template_thumbnails" ADD CONSTRAINT "template_thumbnails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;