-- CreateIndex
CREATE INDEX "outbox_message_createdAt_idx" ON "outbox_message"("createdAt");
