-- AlterTable
ALTER TABLE "stored_file" ADD COLUMN     "purpose" TEXT NOT NULL DEFAULT 'upload';


-- Existing files get the purpose of the place that holds them. A buyer's file named in two places
-- (a quote that borrowed it) keeps that of its buyer's own place, in this order.
UPDATE "stored_file" s SET "purpose" = CASE
  WHEN NOT s."isPrivate" THEN CASE
    WHEN EXISTS (SELECT 1 FROM "product_file" p WHERE p."fileId" = s.id) THEN 'productFile'
    WHEN s."contentType" LIKE 'image/%' THEN 'image'
    ELSE 'productFile' END
  WHEN EXISTS (SELECT 1 FROM "kyc_file" k WHERE k."fileId" = s.id) THEN 'kyc'
  WHEN EXISTS (SELECT 1 FROM "order_aging_file" o WHERE o."fileId" = s.id) THEN 'paymentProof'
  WHEN EXISTS (SELECT 1 FROM "after_sale_file" a WHERE a."fileId" = s.id AND a.kind IN (3, 4)) THEN 'repairProof'
  WHEN EXISTS (SELECT 1 FROM "after_sale_file" a WHERE a."fileId" = s.id AND a.kind = 1) THEN 'afterSalePhoto'
  -- Private and not the buyer's own: staff made it for a quote (the only private staff file).
  WHEN s."ownerId" IS NULL OR EXISTS (SELECT 1 FROM "after_sale_file" a WHERE a."fileId" = s.id AND a.kind = 2)
    THEN 'quotation'
  ELSE 'upload' END;

-- A quotation belongs to the buyer of the request it was attached to; the buyer is shown only files
-- that are theirs, so a file a quote borrowed from another buyer stops showing.
UPDATE "stored_file" s SET "ownerId" = x."userId"
FROM "after_sale_file" a JOIN "after_sale" x ON x.id = a."afterSaleId"
WHERE a."fileId" = s.id AND a.kind = 2 AND s."isPrivate" AND s."ownerId" IS NULL;
