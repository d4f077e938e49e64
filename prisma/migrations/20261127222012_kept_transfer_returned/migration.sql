-- AlterTable
ALTER TABLE "chain_unmatched_transfer" ADD COLUMN     "returnNote" TEXT,
ADD COLUMN     "returnedAt" TIMESTAMP(3),
ADD COLUMN     "returnedByStaffId" INTEGER;

-- CreateIndex
CREATE INDEX "chain_unmatched_transfer_reason_returnedAt_idx" ON "chain_unmatched_transfer"("reason", "returnedAt");

