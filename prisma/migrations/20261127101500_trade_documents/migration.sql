-- AlterTable
ALTER TABLE "product" ADD COLUMN     "countryOfOrigin" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "hsCode" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "document_counter" (
    "kind" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_counter_pkey" PRIMARY KEY ("kind","year")
);

-- CreateTable
CREATE TABLE "trade_document" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "logisticsId" INTEGER,
    "replacesId" INTEGER,
    "content" JSONB NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "sha256" TEXT,
    "byteSize" INTEGER,
    "issuedByStaffId" INTEGER,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "renderedAt" TIMESTAMP(3),

    CONSTRAINT "trade_document_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_document_number_key" ON "trade_document"("number");

-- CreateIndex
CREATE UNIQUE INDEX "trade_document_replacesId_key" ON "trade_document"("replacesId");

-- CreateIndex
CREATE UNIQUE INDEX "trade_document_storageKey_key" ON "trade_document"("storageKey");

-- CreateIndex
CREATE INDEX "trade_document_orderId_idx" ON "trade_document"("orderId");

-- CreateIndex
CREATE INDEX "trade_document_logisticsId_idx" ON "trade_document"("logisticsId");

-- CreateIndex
CREATE INDEX "trade_document_status_issuedAt_idx" ON "trade_document"("status", "issuedAt");

