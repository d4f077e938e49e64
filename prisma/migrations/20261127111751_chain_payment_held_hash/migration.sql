-- DropIndex
DROP INDEX "chain_payment_txHash_key";

-- AlterTable
ALTER TABLE "chain_payment" ADD COLUMN     "heldTxHash" TEXT;

-- Every claim not refused keeps holding its transfer (decision 025).
UPDATE "chain_payment" SET "heldTxHash" = "txHash" WHERE "status" <> 2;

-- CreateIndex
CREATE UNIQUE INDEX "chain_payment_heldTxHash_key" ON "chain_payment"("heldTxHash");

-- CreateIndex
CREATE INDEX "chain_payment_txHash_idx" ON "chain_payment"("txHash");

