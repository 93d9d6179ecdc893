CREATE TABLE "regulator_report_items" (
	"report_id" uuid NOT NULL,
	"format" text NOT NULL,
	"transfer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulator_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"day" date NOT NULL,
	"sequence" integer NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	"transfer_count" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"receipt" text
);
--> statement-breakpoint
ALTER TABLE "regulator_report_items" ADD CONSTRAINT "regulator_report_items_report_id_regulator_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."regulator_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_report_items" ADD CONSTRAINT "regulator_report_items_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regulator_report_items_format_transfer" ON "regulator_report_items" USING btree ("format","transfer_id");--> statement-breakpoint
CREATE INDEX "regulator_report_items_report_idx" ON "regulator_report_items" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regulator_reports_format_day_sequence" ON "regulator_reports" USING btree ("format","day","sequence");--> statement-breakpoint
CREATE INDEX "regulator_reports_status_idx" ON "regulator_reports" USING btree ("format","status","day");--> statement-breakpoint
CREATE INDEX "ledger_journals_created_idx" ON "ledger_journals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transfer_events_status_created_idx" ON "transfer_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at","id");--> statement-breakpoint
-- Regulated records. A report's items are never changed or removed; a report is never removed,
-- and its one allowed change is being marked submitted (once), with the file untouched.
CREATE FUNCTION regulator_report_items_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'regulator_report_items is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER regulator_report_items_no_change BEFORE UPDATE OR DELETE ON "regulator_report_items"
  FOR EACH ROW EXECUTE FUNCTION regulator_report_items_append_only();
--> statement-breakpoint
CREATE TRIGGER regulator_report_items_no_truncate BEFORE TRUNCATE ON "regulator_report_items"
  FOR EACH STATEMENT EXECUTE FUNCTION regulator_report_items_append_only();
--> statement-breakpoint
CREATE FUNCTION regulator_reports_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  submission text[] := ARRAY['status', 'submitted_at', 'submitted_by', 'receipt'];
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'generated' AND NEW.status = 'submitted'
     AND NEW.submitted_at IS NOT NULL AND NEW.submitted_by IS NOT NULL AND NEW.receipt IS NOT NULL
     AND (to_jsonb(NEW) - submission) = (to_jsonb(OLD) - submission) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'regulator_reports are kept as generated: only marking one submitted, once, is allowed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER regulator_reports_no_change BEFORE UPDATE OR DELETE ON "regulator_reports"
  FOR EACH ROW EXECUTE FUNCTION regulator_reports_kept();
--> statement-breakpoint
CREATE TRIGGER regulator_reports_no_truncate BEFORE TRUNCATE ON "regulator_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION regulator_reports_kept();
