-- AlterTable
ALTER TABLE "stored_file" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "width" INTEGER;

