-- AlterTable
ALTER TABLE "product" ADD COLUMN     "listed" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "purchase_plan" ADD COLUMN     "staffNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "user_coupon" ADD COLUMN     "couponId" INTEGER;

-- CreateTable
CREATE TABLE "stock_movement" (
    "id" SERIAL NOT NULL,
    "productSendCycleId" INTEGER NOT NULL,
    "delta" INTEGER NOT NULL,
    "stockAfter" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "staffId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_movement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupon" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "excessAmount" DECIMAL(12,2),
    "productId" INTEGER,
    "productClass" TEXT,
    "productCategoryName" TEXT,
    "startTime" TIMESTAMP(3) NOT NULL,
    "endTime" TIMESTAMP(3) NOT NULL,
    "createdByStaffId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coupon_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stock_movement_productSendCycleId_createdAt_idx" ON "stock_movement"("productSendCycleId", "createdAt");

-- CreateIndex
CREATE INDEX "purchase_plan_status_createdAt_idx" ON "purchase_plan"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "user_coupon_couponId_userId_key" ON "user_coupon"("couponId", "userId");

-- AddForeignKey
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_productSendCycleId_fkey" FOREIGN KEY ("productSendCycleId") REFERENCES "product_send_cycle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_coupon" ADD CONSTRAINT "user_coupon_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "coupon"("id") ON DELETE SET NULL ON UPDATE CASCADE;

