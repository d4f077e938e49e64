-- CreateTable
CREATE TABLE "chain_payment" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "network" TEXT NOT NULL,
    "chainId" INTEGER NOT NULL,
    "txHash" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "reason" TEXT,
    "tokenSymbol" TEXT,
    "tokenContract" TEXT,
    "fromAddress" TEXT,
    "toAddress" TEXT,
    "amountUnits" DECIMAL(78,0),
    "decimals" INTEGER,
    "amount" DECIMAL(12,2),
    "overpaidAmount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "blockNumber" BIGINT,
    "blockHash" TEXT,
    "logIndex" INTEGER,
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "requiredConfirmations" INTEGER NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedAt" TIMESTAMP(3),
    "creditedAt" TIMESTAMP(3),
    "failReason" TEXT,
    "failedAt" TIMESTAMP(3),
    "failedByStaffId" INTEGER,

    CONSTRAINT "chain_payment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "chain_payment_txHash_key" ON "chain_payment"("txHash");

-- CreateIndex
CREATE INDEX "chain_payment_orderId_idx" ON "chain_payment"("orderId");

-- CreateIndex
CREATE INDEX "chain_payment_status_submittedAt_idx" ON "chain_payment"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "chain_payment_submittedAt_id_idx" ON "chain_payment"("submittedAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "chain_payment" ADD CONSTRAINT "chain_payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

