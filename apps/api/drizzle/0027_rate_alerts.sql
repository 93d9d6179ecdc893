-- Rate alerts (issue 19 item 7): a customer's target customer rate on a corridor; last_notified_on
-- keeps it to one notification a day. See docs/decisions/0030-rate-alerts.md.
CREATE TABLE "rate_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"corridor_id" integer NOT NULL,
	"target_rate" numeric(24, 10) NOT NULL,
	"last_notified_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_alerts_customer_idx" ON "rate_alerts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_alerts_corridor_idx" ON "rate_alerts" USING btree ("corridor_id");