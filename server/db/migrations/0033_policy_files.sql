ALTER TABLE "policies" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "days_to_acknowledge" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "assignment_type" text DEFAULT 'ALL_USERS' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "selection" jsonb DEFAULT '{"departmentIds":[],"groupIds":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "updated_at" timestamp with time zone;