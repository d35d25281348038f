CREATE TABLE "client_errors" (
	"id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"release" text,
	"user_agent" text,
	"user_id" text,
	"company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");