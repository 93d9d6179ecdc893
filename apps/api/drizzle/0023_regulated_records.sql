-- Regulated records (kept at least 7 years): a customer's identity and documents, their transfers
-- with every state change, payments and payouts are never deleted or truncated by the app, a
-- script or a future retention job; regulated_record_kept() is 0017's. Updates stay allowed
-- where the row is a record's current state (a transfer's status, a document's review), while
-- the history of those states is append-only as well.
CREATE TRIGGER customers_kept BEFORE DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER documents_kept BEFORE DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER document_pages_kept BEFORE DELETE ON "document_pages"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER document_status_events_kept BEFORE UPDATE OR DELETE ON "document_status_events"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER transfers_kept BEFORE DELETE ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER transfer_events_kept BEFORE UPDATE OR DELETE ON "transfer_events"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER payments_kept BEFORE DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER payouts_kept BEFORE DELETE ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER customers_not_truncated BEFORE TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER documents_not_truncated BEFORE TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER document_pages_not_truncated BEFORE TRUNCATE ON "document_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER document_status_events_not_truncated BEFORE TRUNCATE ON "document_status_events"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER transfers_not_truncated BEFORE TRUNCATE ON "transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER transfer_events_not_truncated BEFORE TRUNCATE ON "transfer_events"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER payments_not_truncated BEFORE TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
--> statement-breakpoint
CREATE TRIGGER payouts_not_truncated BEFORE TRUNCATE ON "payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION regulated_record_kept();
