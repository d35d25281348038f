CREATE TABLE "monthly_video_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"video_id" text NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "monthly_videos_month_unique" UNIQUE("month")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "monthly_video" jsonb;--> statement-breakpoint
ALTER TABLE "monthly_video_assignments" ADD CONSTRAINT "monthly_video_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_video_assignments_company_month_idx" ON "monthly_video_assignments" USING btree ("company_id","month");