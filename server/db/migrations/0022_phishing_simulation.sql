CREATE TABLE "simulation_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"recurrence" text NOT NULL,
	"send_days" integer NOT NULL,
	"start_hour" integer NOT NULL,
	"end_hour" integer NOT NULL,
	"business_days_only" boolean NOT NULL,
	"audience" text NOT NULL,
	"selection" jsonb NOT NULL,
	"template_ids" jsonb NOT NULL,
	"login_page_id" text,
	"time_zone" text NOT NULL,
	"first_date" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"round_number" integer DEFAULT 1 NOT NULL,
	"rounds_total" integer NOT NULL,
	"next_round_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"parent_campaign_id" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"company_id" text NOT NULL,
	"round_number" integer NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"template_id" text NOT NULL,
	"zone" text NOT NULL,
	"zone_known" boolean NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"token" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failure" text,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"phished_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"scanner_events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulation_deliveries_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "simulation_events" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"scanner" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "simulation_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"x_test_phish" text NOT NULL,
	"email" text,
	"gw_report_action" text DEFAULT 'MOVE_TO_TRASH' NOT NULL,
	"ms_report_action" text DEFAULT 'MOVE_TO_DELETED' NOT NULL,
	"folder_id" text,
	"is_gmail_ded_enabled" boolean DEFAULT false NOT NULL,
	"is_microsoft_ded_enabled" boolean DEFAULT false NOT NULL,
	"test_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulation_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"html" text NOT NULL,
	"difficulty" text NOT NULL,
	"category" text NOT NULL,
	"provider" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_id" text;--> statement-breakpoint
ALTER TABLE "simulation_campaigns" ADD CONSTRAINT "simulation_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_campaign_id_simulation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."simulation_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_deliveries" ADD CONSTRAINT "simulation_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_events" ADD CONSTRAINT "simulation_events_delivery_id_simulation_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."simulation_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_settings" ADD CONSTRAINT "simulation_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_campaigns_company_idx" ON "simulation_campaigns" USING btree ("company_id","archived_at","created_at");--> statement-breakpoint
CREATE INDEX "simulation_campaigns_next_round_idx" ON "simulation_campaigns" USING btree ("next_round_at");--> statement-breakpoint
CREATE INDEX "simulation_deliveries_due_idx" ON "simulation_deliveries" USING btree ("state","planned_at");--> statement-breakpoint
CREATE INDEX "simulation_deliveries_campaign_idx" ON "simulation_deliveries" USING btree ("campaign_id","round_number","user_id");--> statement-breakpoint
CREATE INDEX "simulation_events_campaign_idx" ON "simulation_events" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_events_person_once" ON "simulation_events" USING btree ("delivery_id","kind") WHERE scanner is null;--> statement-breakpoint
CREATE INDEX "outbox_relay_idx" ON "outbox" USING btree ("status","next_attempt_at");