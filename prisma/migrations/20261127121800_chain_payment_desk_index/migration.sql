-- The payment desk lists chain payments by status, newest first (payments/chain): the status index
-- now holds the page's whole order, so a page is read from it without sorting every row of that
-- status; it still serves the worker's look for those verifying.
DROP INDEX "chain_payment_status_submittedAt_idx";
CREATE INDEX "chain_payment_status_submittedAt_id_idx" ON "chain_payment"("status", "submittedAt" DESC, "id" DESC);
