-- CreateTable
CREATE TABLE "notify_record" (
    "id" SERIAL NOT NULL,
    "jobId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "queuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "notify_record_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "notify_record_jobId_key" ON "notify_record"("jobId");

-- CreateIndex
CREATE INDEX "notify_record_entityType_entityId_idx" ON "notify_record"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "kyc_status_submittedAt_idx" ON "kyc"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "order_createdAt_id_idx" ON "order"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "order_orderStatus_createdAt_idx" ON "order"("orderStatus", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "order_aging_financeStatus_createdAt_idx" ON "order_aging"("financeStatus", "createdAt");

-- CreateIndex
CREATE INDEX "order_aging_reviewedAt_idx" ON "order_aging"("reviewedAt");

