-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "user_createdAt_id_idx" ON "user"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "user_email_idx" ON "user" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "user_nickName_idx" ON "user" USING GIN ("nickName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "user_mobile_idx" ON "user" USING GIN ("mobile" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "kyc_submittedAt_id_idx" ON "kyc"("submittedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "kyc_firstName_idx" ON "kyc" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "kyc_lastName_idx" ON "kyc" USING GIN ("lastName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "order_aging_createdAt_id_idx" ON "order_aging"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "after_sale_createdAt_id_idx" ON "after_sale"("createdAt" DESC, "id" DESC);

