-- Before the back office, approving a proof trusted the amount the buyer typed: for those proofs,
-- that amount is what was received. Orders then get paidAmount, the sum of what was received on
-- their approved proofs (the one figure every answer now reads).
UPDATE "order_aging" SET "receivedAmount" = "currentPayAmount"
WHERE "financeStatus" = 1 AND "receivedAmount" IS NULL;

UPDATE "order" o SET "paidAmount" = s.total
FROM (
  SELECT "orderId", sum("receivedAmount") AS total FROM "order_aging"
  WHERE "financeStatus" = 1 GROUP BY "orderId"
) s
WHERE s."orderId" = o.id AND o."paidAmount" = 0;
