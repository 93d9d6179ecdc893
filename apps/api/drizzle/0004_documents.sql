CREATE TABLE "document_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"status_code" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "min_pages" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "max_pages" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "page_labels" jsonb;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "holder_given_names" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "holder_surname" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "holder_birth_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "document_status_events" ADD CONSTRAINT "document_status_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_status_events_document_idx" ON "document_status_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_category_code" ON "document_types" USING btree ("category_id","code");