DROP INDEX "transfers_created_idx";--> statement-breakpoint
DROP INDEX "compliance_cases_open_subject";--> statement-breakpoint
CREATE INDEX "transfers_export_idx" ON "transfers" USING btree ("created_at","id") WHERE send_minor is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_cases_open_subject" ON "compliance_cases" USING btree ("subject_type","subject_id","kind") WHERE status = 'open';