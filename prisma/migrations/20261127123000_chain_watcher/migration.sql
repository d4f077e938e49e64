-- CreateTable
CREATE TABLE "chain_pay_amount" (
    "orderId" INTEGER NOT NULL,
    "dueAmount" DECIMAL(12,2) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "heldAmount" DECIMAL(12,2),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_pay_amount_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "chain_scan_cursor" (
    "network" TEXT NOT NULL,
    "chainId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "nextBlock" BIGINT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "chain_scan_cursor_pkey" PRIMARY KEY ("network")
);

-- CreateTable
CREATE TABLE "chain_unmatched_transfer" (
    "id" SERIAL NOT NULL,
    "network" TEXT NOT NULL,
    "chainId" INTEGER NOT NULL,
    "txHash" TEXT NOT NULL,
    "logIndex" INTEGER NOT NULL,
    "tokenSymbol" TEXT NOT NULL,
    "tokenContract" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "amountUnits" DECIMAL(78,0) NOT NULL,
    "decimals" INTEGER NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "blockNumber" BIGINT NOT NULL,
    "blockHash" TEXT NOT NULL,
    "blockTime" TIMESTAMP(3) NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chain_unmatched_transfer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "chain_pay_amount_heldAmount_key" ON "chain_pay_amount"("heldAmount");

-- CreateIndex
CREATE INDEX "chain_unmatched_transfer_txHash_idx" ON "chain_unmatched_transfer"("txHash");

-- CreateIndex
CREATE INDEX "chain_unmatched_transfer_blockTime_id_idx" ON "chain_unmatched_transfer"("blockTime" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "chain_unmatched_transfer_chainId_txHash_logIndex_key" ON "chain_unmatched_transfer"("chainId", "txHash", "logIndex");

-- AddForeignKey
ALTER TABLE "chain_pay_amount" ADD CONSTRAINT "chain_pay_amount_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

