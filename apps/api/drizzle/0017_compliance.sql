CREATE TABLE "compliance_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject" jsonb NOT NULL,
	"hits" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_cases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"dates_of_birth" text[] NOT NULL,
	"nationalities" text[] NOT NULL,
	"programs" text[] NOT NULL,
	"remarks" text NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanctions_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"version" text,
	"sha256" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"name_count" integer DEFAULT 0 NOT NULL,
	"origin" text NOT NULL,
	"error" text,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_clearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"entry_fingerprint" text NOT NULL,
	"case_id" uuid NOT NULL,
	"cleared_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"transfer_id" uuid,
	"list_versions" jsonb NOT NULL,
	"hit_count" integer NOT NULL,
	"cleared_count" integer DEFAULT 0 NOT NULL,
	"case_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_import_id_sanctions_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sanctions_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_clearances" ADD CONSTRAINT "screening_clearances_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_clearances" ADD CONSTRAINT "screening_clearances_cleared_by_staff_members_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_cases_open_subject" ON "compliance_cases" USING btree ("kind","subject_type","subject_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "compliance_cases_customer_idx" ON "compliance_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "compliance_cases_status_idx" ON "compliance_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sanctions_entries_source_ref_idx" ON "sanctions_entries" USING btree ("source","ref");--> statement-breakpoint
CREATE INDEX "sanctions_imports_source_idx" ON "sanctions_imports" USING btree ("source","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_imports_active_unique" ON "sanctions_imports" USING btree ("source") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "screening_clearances_subject_idx" ON "screening_clearances" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "screenings_subject_idx" ON "screenings" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
-- Regulated records (kept at least 7 years): screenings are never changed, and no screening,
-- case or clearance is deleted; retention jobs cannot remove them early by mistake.
CREATE FUNCTION regulated_record_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a regulated record: it is kept, not changed or deleted', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER screenings_kept BEFORE UPDATE OR DELETE ON "screenings"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER screenings_not_truncated BEFORE TRUNCATE ON "screenings"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER compliance_cases_kept BEFORE DELETE ON "compliance_cases"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER screening_clearances_kept BEFORE UPDATE OR DELETE ON "screening_clearances"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
