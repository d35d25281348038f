CREATE TABLE "partner_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_company_id" text NOT NULL,
	"customer_company_id" text NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"token_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_invitations_partner_idx" ON "partner_invitations" USING btree ("partner_company_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_invitations_customer_idx" ON "partner_invitations" USING btree ("customer_company_id");--> statement-breakpoint
CREATE INDEX "companies_parent_name_idx" ON "companies" USING btree ("parent_company_id","name","id");--> statement-breakpoint
CREATE INDEX "companies_parent_created_idx" ON "companies" USING btree ("parent_company_id","created_at","id");