CREATE TABLE "exercise_report_revisions" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A campaign's report revision moves on any change to its assignments (learners added or removed, answers,
-- completion, due dates). The gateway keeps report pages per revision (server/reports/exercise-report-cache.ts).
-- Statement-level, so assigning 10,000 learners moves it once.
CREATE OR REPLACE FUNCTION bump_exercise_report_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exercise_report_revisions (campaign_id, revision)
  SELECT DISTINCT campaign_id, 1 FROM changed_rows
  ON CONFLICT (campaign_id) DO UPDATE SET revision = exercise_report_revisions.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER exercise_assignments_report_revision_insert AFTER INSERT ON exercise_assignments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exercise_report_revision();--> statement-breakpoint
CREATE TRIGGER exercise_assignments_report_revision_update AFTER UPDATE ON exercise_assignments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exercise_report_revision();--> statement-breakpoint
CREATE TRIGGER exercise_assignments_report_revision_delete AFTER DELETE ON exercise_assignments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_exercise_report_revision();--> statement-breakpoint
-- Lists and reports show department and group names, and the users list a filter's department or group by name:
-- adding, renaming or removing one moves its company's user-list revision, which pages kept whole (and not only
-- their totals) depend on. An added or removed one moves it as an added or removed user does (migration 0010).
CREATE OR REPLACE FUNCTION bump_user_list_revision_for_renames() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_revisions (company_id, revision)
  SELECT DISTINCT c.company_id, 1
  FROM (
    SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.name, o.company_id) IS DISTINCT FROM (n.name, n.company_id)
    UNION
    SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.company_id <> n.company_id
  ) c
  ON CONFLICT (company_id) DO UPDATE SET revision = user_list_revisions.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER departments_list_revision_insert AFTER INSERT ON departments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER departments_list_revision_delete AFTER DELETE ON departments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER departments_list_revision_update AFTER UPDATE ON departments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_renames();--> statement-breakpoint
CREATE TRIGGER groups_list_revision_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER groups_list_revision_delete AFTER DELETE ON groups
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER groups_list_revision_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_renames();
