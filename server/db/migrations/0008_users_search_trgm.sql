-- The users list searches email, first and last name with ILIKE '%text%'; a trigram index over the three
-- (as one text, so "ana lee" finds Ana Lee too) keeps that from scanning every user of a large company.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("email" || ' ' || "name" || ' ' || "last_name")) gin_trgm_ops);
