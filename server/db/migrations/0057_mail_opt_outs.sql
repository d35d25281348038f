CREATE TABLE "mail_opt_outs" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_kind_pk" PRIMARY KEY("email","kind")
);
