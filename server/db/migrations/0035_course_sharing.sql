CREATE TABLE "course_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_company_id" text NOT NULL,
	"course_id" text NOT NULL,
	"customer_company_id" text NOT NULL,
	"copy_course_id" text,
	"campaign_id" text,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "shared_from_course_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "shared_version" integer;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_copy_course_id_courses_id_fk" FOREIGN KEY ("copy_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_campaign_id_training_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."training_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_shares_course_customer" ON "course_shares" USING btree ("course_id","customer_company_id");--> statement-breakpoint
CREATE INDEX "course_shares_partner_course" ON "course_shares" USING btree ("partner_company_id","course_id");