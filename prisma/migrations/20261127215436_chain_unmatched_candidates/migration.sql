-- AlterTable
ALTER TABLE "chain_unmatched_transfer" ADD COLUMN     "candidateOrderIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

