CREATE TABLE "reference_seed" (
	"name" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
