-- AlterTable
ALTER TABLE "product_file" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "version" TEXT NOT NULL DEFAULT '';

