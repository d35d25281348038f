CREATE TABLE "user_list_revisions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_departments_department_idx";--> statement-breakpoint
DROP INDEX "user_groups_group_idx";--> statement-breakpoint
DROP INDEX "users_company_email_idx";--> statement-breakpoint
DROP INDEX "users_company_name_idx";--> statement-breakpoint
DROP INDEX "users_company_created_idx";--> statement-breakpoint
CREATE INDEX "user_departments_department_idx" ON "user_departments" USING btree ("department_id","user_id");--> statement-breakpoint
CREATE INDEX "user_groups_group_idx" ON "user_groups" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "users_company_email_idx" ON "users" USING btree ("company_id","email","id","disabled_at");--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","name","id","disabled_at");--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("company_id","created_at","id","disabled_at");