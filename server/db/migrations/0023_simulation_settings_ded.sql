CREATE TABLE "ded_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_settings" ADD COLUMN "gmail_connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulation_settings" ADD COLUMN "microsoft_connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ded_authorizations" ADD CONSTRAINT "ded_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;