-- A node keeps a copy of a customer's record (the Customer answer's parts) and uses it only while
-- the record's data_version is still the customer's (decision 0040). These triggers move the
-- version on every write to those parts, whoever makes it: the app, staff, a script, a migration.
ALTER TABLE "customers" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION customer_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data_version := OLD.data_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_data_version BEFORE UPDATE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION customer_row_changed();
--> statement-breakpoint
-- A part of the record changed: its customer's row is updated, which moves the version above.
CREATE FUNCTION customer_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE customers SET data_version = data_version + 1 WHERE id = OLD.customer_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
    UPDATE customers SET data_version = data_version + 1 WHERE id = NEW.customer_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_data_version AFTER INSERT OR UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
--> statement-breakpoint
CREATE TRIGGER addresses_data_version AFTER INSERT OR UPDATE OR DELETE ON "addresses"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
--> statement-breakpoint
CREATE TRIGGER birth_details_data_version AFTER INSERT OR UPDATE OR DELETE ON "birth_details"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
--> statement-breakpoint
CREATE TRIGGER customer_attributes_data_version AFTER INSERT OR UPDATE OR DELETE ON "customer_attributes"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
--> statement-breakpoint
CREATE TRIGGER documents_data_version AFTER INSERT OR UPDATE OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
