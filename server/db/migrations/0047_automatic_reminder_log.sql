CREATE TABLE "automatic_reminder_log" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automatic_reminder_log" ADD CONSTRAINT "automatic_reminder_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;