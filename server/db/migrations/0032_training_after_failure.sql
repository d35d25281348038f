ALTER TABLE "companies" ADD COLUMN "training_after_failure" jsonb;--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;