CREATE TABLE "customer_sending_days" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"limit_minor" bigint NOT NULL,
	CONSTRAINT "customer_sending_days_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
ALTER TABLE "customer_sending_days" ADD CONSTRAINT "customer_sending_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What a transfer counts against its customer's 30-day limit: its limit_minor, on its day (UTC),
-- unless it was released. RELEASED_STATUSES in transfers/repository.ts names the same four; the
-- model-based test of a transfer's life checks the days against the transfers after every step.
CREATE FUNCTION transfer_counts_against_limit(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('cancelled', 'expired', 'refunded', 'failed')
$$;
--> statement-breakpoint
CREATE FUNCTION add_to_sending_day(customer uuid, happened timestamptz, minor bigint) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF minor <> 0 THEN
    INSERT INTO customer_sending_days AS d (customer_id, day, limit_minor)
      VALUES (customer, (happened AT TIME ZONE 'UTC')::date, minor)
      ON CONFLICT (customer_id, day) DO UPDATE SET limit_minor = d.limit_minor + EXCLUDED.limit_minor;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION transfer_sending_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was bigint := 0;
  now_counted bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND transfer_counts_against_limit(OLD.status) THEN was := OLD.limit_minor; END IF;
  IF TG_OP <> 'DELETE' AND transfer_counts_against_limit(NEW.status) THEN now_counted := NEW.limit_minor; END IF;
  IF TG_OP = 'UPDATE' AND NEW.customer_id = OLD.customer_id AND NEW.created_at = OLD.created_at THEN
    -- The usual case, a step of the transfer's life: one write when it is released, none else.
    PERFORM add_to_sending_day(NEW.customer_id, NEW.created_at, now_counted - was);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM add_to_sending_day(OLD.customer_id, OLD.created_at, -was); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM add_to_sending_day(NEW.customer_id, NEW.created_at, now_counted); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns the figure is made of: the many other updates of a transfer pass by.
CREATE TRIGGER transfers_sending_days
  AFTER INSERT OR DELETE OR UPDATE OF customer_id, created_at, status, limit_minor ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION transfer_sending_day_changed();
--> statement-breakpoint
INSERT INTO customer_sending_days (customer_id, day, limit_minor)
  SELECT customer_id, (created_at AT TIME ZONE 'UTC')::date, sum(limit_minor)
    FROM transfers WHERE transfer_counts_against_limit(status)
    GROUP BY 1, 2;
