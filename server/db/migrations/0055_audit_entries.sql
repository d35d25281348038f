CREATE TABLE "audit_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"actor_company_name" text,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_company_at_idx" ON "audit_entries" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
