CREATE TABLE "service_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"private_key_sealed" text NOT NULL,
	"certificate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
