CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_transfer_id_unique" UNIQUE("transfer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP INDEX "ledger_journals_transfer_kind";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "captured_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Data from before: what each payment captured and refunded, and at most one open checkout
-- per transfer (the newest stays open; older ones were abandoned tabs and are closed).
UPDATE "payments" SET "captured_minor" = "amount_minor" WHERE "status" IN ('succeeded', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "refunded_minor" = "amount_minor", "refund_status" = 'succeeded' WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "captured_minor" = "amount_minor" WHERE "status" IN ('succeeded', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "status" = 'closed' WHERE "status" IN ('pending', 'processing') AND "id" NOT IN (SELECT DISTINCT ON ("transfer_id") "id" FROM "payments" WHERE "status" IN ('pending', 'processing') ORDER BY "transfer_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("failed_at") WHERE failed_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_completed_idx" ON "jobs" USING btree ("completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_transfer_kind_reference" ON "ledger_journals" USING btree ("transfer_id","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout" ON "payments" USING btree ("transfer_id") WHERE status in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_payment_id_unique" UNIQUE("payment_id");