ALTER TABLE "custom_domains" DROP CONSTRAINT "custom_domains_domain_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_domain_idx" ON "custom_domains" USING btree ("domain") WHERE "custom_domains"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");