-- Cash pickup codes (issue 19 item 5): the code a recipient gives at the counter, on the payout it
-- collects. Unique: one code names one payout. See docs/decisions/0031-pickup-codes.md.
ALTER TABLE "payouts" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_pickup_code_unique" UNIQUE("pickup_code");
