CREATE TABLE "training_files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_campaigns" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "training_files" ADD CONSTRAINT "training_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;