DROP INDEX "transfers_customer_created_idx";--> statement-breakpoint
CREATE INDEX "transfers_customer_created_idx" ON "transfers" USING btree ("customer_id","created_at","id");