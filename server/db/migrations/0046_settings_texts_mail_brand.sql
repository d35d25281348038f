CREATE TABLE "company_texts" (
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_texts_company_id_kind_lang_pk" PRIMARY KEY("company_id","kind","lang")
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_security" text,
	"smtp_user" text,
	"smtp_password" text,
	"from_address" text,
	"graph_account" text,
	"graph_connected_at" timestamp with time zone,
	"graph_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_labels" (
	"company_id" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "automatic_reminders" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "company_texts" ADD CONSTRAINT "company_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "white_labels" ADD CONSTRAINT "white_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;