CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_code" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"customer_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"transfer_ids" uuid[] NOT NULL,
	"explanation" text NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_rule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_code" text NOT NULL,
	"changed_by" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "stops_payout" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_rule_code_monitoring_rules_code_fk" FOREIGN KEY ("rule_code") REFERENCES "public"."monitoring_rules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_rule_changes" ADD CONSTRAINT "monitoring_rule_changes_rule_code_monitoring_rules_code_fk" FOREIGN KEY ("rule_code") REFERENCES "public"."monitoring_rules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_rule_changes" ADD CONSTRAINT "monitoring_rule_changes_changed_by_staff_members_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_rules" ADD CONSTRAINT "monitoring_rules_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_rule_transfer" ON "monitoring_alerts" USING btree ("rule_code","transfer_id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_case_idx" ON "monitoring_alerts" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_customer_idx" ON "monitoring_alerts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_rule_changes_rule_idx" ON "monitoring_rule_changes" USING btree ("rule_code","id");--> statement-breakpoint
CREATE INDEX "transfers_customer_paid_idx" ON "transfers" USING btree ("customer_id","paid_at") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "transfers_beneficiary_idx" ON "transfers" USING btree (("recipient" ->> 'countryIso2'),"payout_method",coalesce("recipient" -> 'details' ->> 'account_number', "recipient" -> 'details' ->> 'iban', "recipient" -> 'details' ->> 'mobile_number'),"paid_at");--> statement-breakpoint
-- The rules as first set (docs/decisions/0022-transaction-monitoring.md); compliance tunes them
-- in the console, each change kept in monitoring_rule_changes.
INSERT INTO "monitoring_rules" ("code", "enabled", "action", "params") VALUES
  ('velocity', true, 'alert', '{"transfers": 5, "hours": 24}'),
  ('structuring', true, 'hold', '{"transfers": 3, "days": 7, "threshold_aud": 5000, "margin_percent": 10}'),
  ('many_to_one', true, 'alert', '{"customers": 3, "days": 30}'),
  ('one_to_many', true, 'alert', '{"recipients": 5, "days": 7}'),
  ('large_first', true, 'alert', '{"amount_aud": 2000}'),
  ('high_risk_country', true, 'hold', '{"countries": ["KP", "IR", "MM"]}');
--> statement-breakpoint
-- Regulated records: an alert and a rule's history are kept as written.
CREATE TRIGGER monitoring_alerts_kept BEFORE UPDATE OR DELETE ON "monitoring_alerts"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER monitoring_alerts_not_truncated BEFORE TRUNCATE ON "monitoring_alerts"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER monitoring_rule_changes_kept BEFORE UPDATE OR DELETE ON "monitoring_rule_changes"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER monitoring_rule_changes_not_truncated BEFORE TRUNCATE ON "monitoring_rule_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
