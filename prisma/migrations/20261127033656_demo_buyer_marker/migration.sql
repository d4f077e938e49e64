-- AlterTable
ALTER TABLE "user" ADD COLUMN     "isDemo" BOOLEAN NOT NULL DEFAULT false;


-- The demo seed's buyer, seeded before this column existed. Its address is in the reserved
-- .example domain, which receives no mail, so no real buyer can have signed up with it.
UPDATE "user" SET "isDemo" = true WHERE "email" = 'demo@hashforge.example';
