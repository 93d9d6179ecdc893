ALTER TABLE "accounts" ADD COLUMN "pending_mobile_number" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pending_mobile_number_country_id" integer;--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD COLUMN "input" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_definitions" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pending_mobile_number_country_id_countries_id_fk" FOREIGN KEY ("pending_mobile_number_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;