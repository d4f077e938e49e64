-- CreateIndex
CREATE INDEX "stored_file_purpose_ownerId_createdAt_idx" ON "stored_file"("purpose", "ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "product_file_fileId_idx" ON "product_file"("fileId");

-- CreateIndex
CREATE INDEX "kyc_file_fileId_idx" ON "kyc_file"("fileId");

-- CreateIndex
CREATE INDEX "order_aging_file_fileId_idx" ON "order_aging_file"("fileId");

-- CreateIndex
CREATE INDEX "after_sale_file_fileId_idx" ON "after_sale_file"("fileId");


-- KYC images a resubmission replaced before this migration kept their owner: they belong to nobody
-- now, as releaseKycFiles leaves those it lets go (files/attach-files.ts), so the housekeeping job
-- finds and deletes them.
UPDATE "stored_file" s SET "ownerId" = NULL
WHERE s."isPrivate" AND s.purpose = 'kyc' AND s."ownerId" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "kyc_file" k WHERE k."fileId" = s.id);
