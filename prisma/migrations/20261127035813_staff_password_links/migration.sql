-- AlterTable
ALTER TABLE "staff" ADD COLUMN     "oneTimePasswordExpiresAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "staff_password_link" (
    "id" SERIAL NOT NULL,
    "staffId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_password_link_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_password_link_tokenHash_key" ON "staff_password_link"("tokenHash");

-- CreateIndex
CREATE INDEX "staff_password_link_staffId_idx" ON "staff_password_link"("staffId");

-- AddForeignKey
ALTER TABLE "staff_password_link" ADD CONSTRAINT "staff_password_link_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One-time passwords given before they expired: 72 hours from this upgrade, like a new one.
UPDATE "staff" SET "oneTimePasswordExpiresAt" = CURRENT_TIMESTAMP + INTERVAL '72 hours' WHERE "mustChangePassword" = true;
