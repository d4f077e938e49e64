-- AlterTable
ALTER TABLE "chain_unmatched_transfer" ADD COLUMN     "reason" TEXT NOT NULL DEFAULT 'no-order';

