-- AlterTable
ALTER TABLE "after_sale_address" ADD COLUMN     "state" TEXT NOT NULL DEFAULT '';

