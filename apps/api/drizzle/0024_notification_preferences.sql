-- Notification preferences (issue 19 item 1): one row per customer × kind × channel the customer
-- changed; no row means on. See docs/decisions/0026-notification-preferences.md.
CREATE TABLE "notification_preferences" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_customer_id_kind_channel_pk" PRIMARY KEY("customer_id","kind","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;