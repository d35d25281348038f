-- The users list filters by status (issue 24): invited (never signed in), not verified and active are now
-- visible to a total, so a first sign-in and a verified email move the revision too. Later sign-ins
-- (last_login_at from one time to another) still do not.
CREATE OR REPLACE FUNCTION bump_user_list_revision_for_user_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_list_revisions (company_id, revision)
  SELECT DISTINCT c.company_id, 1
  FROM (
    SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.company_id, o.email, o.name, o.last_name, o.role, o.disabled_at, o.email_verified,
           o.last_login_at IS NULL)
      IS DISTINCT FROM (n.company_id, n.email, n.name, n.last_name, n.role, n.disabled_at, n.email_verified,
           n.last_login_at IS NULL)
    UNION
    SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.company_id <> n.company_id
  ) c
  ON CONFLICT (company_id) DO UPDATE SET revision = user_list_revisions.revision + 1;
  RETURN NULL;
END $$;
