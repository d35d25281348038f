ALTER TABLE "courses" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "category" text DEFAULT 'Specialized' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "free_chapters_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_special" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sort_order" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "notification_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "notification_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "selection" jsonb DEFAULT '{"departmentIds":[],"groupIds":[],"userIds":[]}'::jsonb NOT NULL;