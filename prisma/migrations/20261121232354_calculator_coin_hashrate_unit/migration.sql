-- AlterTable
ALTER TABLE "calculator_coin" ADD COLUMN     "hashrateUnit" TEXT NOT NULL DEFAULT 'MH';

