CREATE TABLE "customer_risk_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"level" text NOT NULL,
	"factors" jsonb NOT NULL,
	"source" text NOT NULL,
	"staff_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_risk_ratings" ADD CONSTRAINT "customer_risk_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_risk_ratings" ADD CONSTRAINT "customer_risk_ratings_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_risk_ratings_customer_idx" ON "customer_risk_ratings" USING btree ("customer_id","source","created_at");--> statement-breakpoint
-- Regulated records: a rating, computed or an officer's, is kept as written.
ALTER TABLE "customer_risk_ratings" ADD CONSTRAINT "customer_risk_ratings_level" CHECK ("level" IN ('low', 'medium', 'high'));
--> statement-breakpoint
ALTER TABLE "customer_risk_ratings" ADD CONSTRAINT "customer_risk_ratings_source" CHECK (("source" = 'computed' AND "staff_id" IS NULL) OR ("source" = 'officer' AND "staff_id" IS NOT NULL AND "reason" IS NOT NULL));
--> statement-breakpoint
CREATE TRIGGER customer_risk_ratings_kept BEFORE UPDATE OR DELETE ON "customer_risk_ratings"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER customer_risk_ratings_not_truncated BEFORE TRUNCATE ON "customer_risk_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
