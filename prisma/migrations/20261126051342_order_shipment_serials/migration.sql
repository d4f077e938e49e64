-- AlterTable
ALTER TABLE "order_logistics_line" ADD COLUMN     "serials" TEXT[] DEFAULT ARRAY[]::TEXT[];

