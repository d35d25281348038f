CREATE TABLE "sso_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"settings_at" timestamp with time zone NOT NULL,
	"provider_url" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"saml_request_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_tests" (
	"company_id" text PRIMARY KEY NOT NULL,
	"settings_at" timestamp with time zone NOT NULL,
	"tested_by" text NOT NULL,
	"ok" boolean NOT NULL,
	"email" text,
	"claims" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tests" ADD CONSTRAINT "sso_tests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;