CREATE TABLE "reconciliation_runs" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"differences" jsonb NOT NULL,
	CONSTRAINT "reconciliation_runs_day_provider_pk" PRIMARY KEY("day","provider")
);
