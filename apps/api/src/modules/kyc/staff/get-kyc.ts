import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { signAttachedFiles } from '../../files/attach-files.ts';
import { KycFileKind } from '../kyc.service.ts';

/** A short life for document links: long enough to look, short enough that a copied link dies. */
const DOCUMENT_URL_SECONDS = 5 * 60;

/**
 * `kyc/get` (kyc.review): the typed fields beside the documents and selfies, each a private file
 * reached only through a signed URL that expires in minutes.
 */
export async function getKyc(deps: Pick<Deps, 'prisma' | 'storage'>, userId: number) {
  const row = await deps.prisma.kyc.findUnique({ where: { userId }, include: { files: { orderBy: { id: 'asc' } } } });
  if (!row) throw AppError.notFound('Verification');
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  const signed = await signAttachedFiles(
    deps,
    row.files.map((f) => ({ fileId: f.fileId, ownerId: userId })),
    DOCUMENT_URL_SECONDS,
  );
  const ofKind = (kind: number) => row.files.filter((f) => f.kind === kind).flatMap((f) => signed.get(f.fileId) ?? []);
  return {
    userId,
    email: user?.email ?? '',
    status: row.status,
    accountType: row.accountType,
    country: row.country,
    idDocumentType: row.idDocumentType,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday.toISOString().slice(0, 10),
    gender: row.gender,
    idNumber: row.idNumber,
    expireDateType: row.expireDateType,
    expireDate: row.expireDate.toISOString().slice(0, 10),
    address: row.address,
    postal: row.postal,
    rejectReason: row.rejectReason,
    submitTime: row.submittedAt.toISOString(),
    reviewTime: row.reviewedAt?.toISOString() ?? null,
    documents: ofKind(KycFileKind.document),
    selfies: ofKind(KycFileKind.selfie),
  };
}
