ALTER TABLE "phishing_templates" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "phishing_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;