CREATE TABLE "company_user_counts" (
	"company_id" text PRIMARY KEY NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Recounted per statement for the companies a statement touched (transition tables), so an import of 50,000
-- users recounts each company once.
CREATE OR REPLACE FUNCTION recount_company_users(touched text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_user_counts (company_id, active_users)
  SELECT t.company_id,
         (SELECT count(*) FROM users u WHERE u.company_id = t.company_id AND u.disabled_at IS NULL)
  FROM (SELECT DISTINCT unnest(touched) AS company_id) t
  WHERE t.company_id IS NOT NULL
  ON CONFLICT (company_id) DO UPDATE SET active_users = excluded.active_users;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_user_counts_for_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_company_users(ARRAY(SELECT DISTINCT company_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_user_counts_for_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_company_users(ARRAY(
    SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.company_id, o.disabled_at IS NULL) IS DISTINCT FROM (n.company_id, n.disabled_at IS NULL)
    UNION
    SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.company_id <> n.company_id
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_company_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_user_counts_for_rows();--> statement-breakpoint
CREATE TRIGGER users_company_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_user_counts_for_rows();--> statement-breakpoint
CREATE TRIGGER users_company_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_user_counts_for_updates();--> statement-breakpoint
INSERT INTO company_user_counts (company_id, active_users)
SELECT company_id, count(*) FILTER (WHERE disabled_at IS NULL) FROM users GROUP BY company_id
ON CONFLICT (company_id) DO NOTHING;
