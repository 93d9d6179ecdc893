-- The risk rating in force is read by every limits answer and every price (decision 0040's
-- copies, extended): a new rating, computed or an officer's, moves the customer's data_version in
-- the same transaction, so a node's copy of the level is never used past it.
CREATE TRIGGER customer_risk_ratings_data_version AFTER INSERT OR UPDATE OR DELETE ON "customer_risk_ratings"
  FOR EACH ROW EXECUTE FUNCTION customer_part_changed();
