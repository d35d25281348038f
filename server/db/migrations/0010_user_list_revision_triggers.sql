-- A company's user-list revision moves whenever anything a list's total depends on changes: users added or
-- removed, their company, names, email, role or disabled state, and department or group memberships. The
-- gateway caches totals per revision (server/routes/user-list-counts.ts). Statement-level triggers with
-- transition tables, so an import of 50,000 users bumps the revision once, not 50,000 times.
CREATE OR REPLACE FUNCTION bump_user_list_revision_for_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_revisions (company_id, revision)
  SELECT DISTINCT company_id, 1 FROM changed_rows
  ON CONFLICT (company_id) DO UPDATE SET revision = user_list_revisions.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sign-in writes users rows all the time (last login, failed attempts); only a change the totals can see counts.
CREATE OR REPLACE FUNCTION bump_user_list_revision_for_user_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_revisions (company_id, revision)
  SELECT DISTINCT c.company_id, 1
  FROM (
    SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.company_id, o.email, o.name, o.last_name, o.role, o.disabled_at)
      IS DISTINCT FROM (n.company_id, n.email, n.name, n.last_name, n.role, n.disabled_at)
    UNION
    SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.company_id <> n.company_id
  ) c
  ON CONFLICT (company_id) DO UPDATE SET revision = user_list_revisions.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_user_list_revision_for_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_revisions (company_id, revision)
  SELECT DISTINCT u.company_id, 1 FROM changed_rows c JOIN users u ON u.id = c.user_id
  ON CONFLICT (company_id) DO UPDATE SET revision = user_list_revisions.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_list_revision_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER users_list_revision_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_users();--> statement-breakpoint
CREATE TRIGGER users_list_revision_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_user_updates();--> statement-breakpoint
CREATE TRIGGER user_departments_list_revision_insert AFTER INSERT ON user_departments REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_memberships();--> statement-breakpoint
CREATE TRIGGER user_departments_list_revision_delete AFTER DELETE ON user_departments REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_memberships();--> statement-breakpoint
CREATE TRIGGER user_groups_list_revision_insert AFTER INSERT ON user_groups REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_memberships();--> statement-breakpoint
CREATE TRIGGER user_groups_list_revision_delete AFTER DELETE ON user_groups REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_user_list_revision_for_memberships();
