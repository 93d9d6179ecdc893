-- Scheduled transfers (issue 19 item 6): schedules and their occurrences, one row per day
-- priced, skipped or stopped. See docs/decisions/0029-scheduled-transfers.md.
CREATE TABLE "schedule_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"quote_id" uuid,
	"transfer_id" uuid,
	"previous_rate" numeric(24, 10),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"corridor_id" integer NOT NULL,
	"payout_method" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"purpose" text NOT NULL,
	"source_of_funds" text NOT NULL,
	"reference" text,
	"cadence" text NOT NULL,
	"start_date" date NOT NULL,
	"next_sequence" integer NOT NULL,
	"next_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"rate_threshold_percent" numeric(6, 2),
	"last_rate" numeric(24, 10) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stopped_reason" text,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_occurrences_sequence_unique" ON "schedule_occurrences" USING btree ("schedule_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_idempotency_unique" ON "schedules" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "schedules_customer_idx" ON "schedules" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("next_date") WHERE status = 'active';