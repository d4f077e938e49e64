-- A trade document never changes once issued (decision 026): its number, kind, order, shipment and
-- what it says are fixed at issue, and once its PDF is stored the key, hash and size are fixed too.
-- The one change allowed is the renderer's: a waiting row (status 0) marked stored (1) with its bytes,
-- nothing else of it touched. No row is ever removed. (Written by hand like audit_event's trigger:
-- Prisma's schema has no triggers, and the schema-vs-migrations test compares columns, indexes and
-- constraints only.)
CREATE FUNCTION "trade_document_fixed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 0 AND NEW.status = 1
    AND (NEW.id, NEW.kind, NEW.number, NEW."orderId", NEW."logisticsId", NEW."replacesId", NEW.content,
         NEW."issuedByStaffId", NEW."issuedAt")
      IS NOT DISTINCT FROM (OLD.id, OLD.kind, OLD.number, OLD."orderId", OLD."logisticsId", OLD."replacesId",
         OLD.content, OLD."issuedByStaffId", OLD."issuedAt")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'trade_document % is fixed once issued: % refused', OLD.number, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "trade_document_fixed"
  BEFORE UPDATE OR DELETE ON "trade_document"
  FOR EACH ROW EXECUTE FUNCTION "trade_document_fixed"();

CREATE TRIGGER "trade_document_no_truncate"
  BEFORE TRUNCATE ON "trade_document"
  FOR EACH STATEMENT EXECUTE FUNCTION "trade_document_fixed"();
