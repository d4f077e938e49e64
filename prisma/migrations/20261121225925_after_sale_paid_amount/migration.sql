-- AlterTable
ALTER TABLE "after_sale" ADD COLUMN     "paidAmount" DECIMAL(12,2) NOT NULL DEFAULT 0;

