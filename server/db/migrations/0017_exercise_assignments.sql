CREATE TABLE "exercise_answers" (
	"assignment_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"template_id" text NOT NULL,
	"answer" text NOT NULL,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exercise_answers_assignment_id_template_id_pk" PRIMARY KEY("assignment_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"user_id" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"partial" integer DEFAULT 0 NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "is_notification_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "notification_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "notification_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "selected_departments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "selected_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "selected_users" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "phishing_campaigns" ADD COLUMN "is_old_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD CONSTRAINT "exercise_answers_assignment_id_exercise_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."exercise_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_assignments" ADD CONSTRAINT "exercise_assignments_campaign_id_phishing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."phishing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_assignments" ADD CONSTRAINT "exercise_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_answers_campaign_template_idx" ON "exercise_answers" USING btree ("campaign_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_assignments_campaign_user" ON "exercise_assignments" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "exercise_assignments_user_idx" ON "exercise_assignments" USING btree ("user_id");