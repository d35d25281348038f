CREATE TABLE "partner_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"expected_customers" integer NOT NULL,
	"website" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_requests_company_idx" ON "partner_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_requests_one_pending" ON "partner_requests" USING btree ("company_id") WHERE status = 'pending';