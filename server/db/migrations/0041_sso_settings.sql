CREATE TABLE "sso_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"fields" jsonb NOT NULL,
	"client_secret" text,
	"enforced" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;