-- CreateIndex
CREATE INDEX "order_userId_createdAt_id_idx" ON "order"("userId", "createdAt" DESC, "id" DESC);
