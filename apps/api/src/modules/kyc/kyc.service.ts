import type { createKycRequest } from '@hashforge/contract';
import { KycStatus, msg } from '@hashforge/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { attachFiles, releaseKycFiles } from '../files/attach-files.ts';
import { kycMachine } from './kyc-status.ts';

type KycInput = z.output<typeof createKycRequest>;

/** kyc_file.kind: the identity document's images, and the selfies. */
export const KycFileKind = { document: 1, selfie: 2 } as const;

function dateOnly(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/**
 * `user/kyc/create`: the buyer's individual verification, status 1 (may order). A buyer whose
 * verification is submitted (1) or approved (2) cannot submit again; after staff rejected it (-1)
 * the new form replaces the old one. Document images must be the buyer's own uploads, not named
 * anywhere else (files/attach-files.ts).
 */
export async function submitKyc(deps: Pick<Deps, 'prisma' | 'clock'>, userId: number, input: KycInput): Promise<void> {
  const person = input.individual;
  const ids = (refs: readonly { id: number }[]) => refs.map((r) => r.id);
  const now = deps.clock.now();
  const data = {
    accountType: input.accountType,
    status: KycStatus.submitted,
    country: person.country,
    idDocumentType: person.idDocumentType,
    firstName: person.firstName,
    lastName: person.lastName,
    birthday: dateOnly(person.birthday),
    gender: person.gender,
    idNumber: person.idNumber,
    expireDateType: person.expireDateType,
    expireDate: dateOnly(person.expireDate),
    address: person.address,
    postal: person.postal,
    rejectReason: null,
    submittedAt: now,
    reviewedAt: null,
  };
  await deps.prisma.$transaction(async (tx) => {
    const place = { purpose: 'kyc', buyerId: userId } as const;
    const documents = await attachFiles(tx, place, ids(person.passportDocumentImgArray), String);
    const selfies = await attachFiles(tx, place, ids(person.selfieImgArray), String);
    const files = [
      ...documents.map((f) => ({ kind: KycFileKind.document, fileId: f.id })),
      ...selfies.map((f) => ({ kind: KycFileKind.selfie, fileId: f.id })),
    ];
    // One row per buyer: the insert either creates it or finds it there; a rejected one is taken
    // over with a conditional update, so two submits at once cannot both succeed.
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO kyc ("userId", status, country, "idDocumentType", "firstName", "lastName", birthday, gender,
        "idNumber", "expireDateType", "expireDate", address, postal, "accountType", "submittedAt")
      VALUES (${userId}, ${data.status}, ${data.country}, ${data.idDocumentType}, ${data.firstName}, ${data.lastName},
        ${data.birthday}::date, ${data.gender}, ${data.idNumber}, ${data.expireDateType}, ${data.expireDate}::date,
        ${data.address}, ${data.postal}, ${data.accountType}, ${now})
      ON CONFLICT ("userId") DO NOTHING
      RETURNING id`;
    let kycId = inserted[0]?.id;
    if (kycId === undefined) {
      // Taken over only from a status the KYC table lets the buyer submit from (a rejection).
      const retaken = await tx.kyc.updateMany({
        where: { userId, status: { in: kycMachine.sourcesOf(KycStatus.submitted) } },
        data,
      });
      if (retaken.count !== 1) throw AppError.refused(msg.kycAlreadySubmitted);
      const row = await tx.kyc.findUniqueOrThrow({ where: { userId }, select: { id: true } });
      kycId = row.id;
      const before = await tx.kycFile.findMany({ where: { kycId }, select: { fileId: true } });
      await tx.kycFile.deleteMany({ where: { kycId } });
      const named = new Set(files.map((f) => f.fileId));
      await releaseKycFiles(
        tx,
        before.map((f) => f.fileId).filter((id) => !named.has(id)),
      );
    }
    await tx.kycFile.createMany({ data: files.map((f) => ({ ...f, kycId })) });
  });
}

// Staff review it through staff/review-kyc.ts (kyc/approve, kyc/reject).
