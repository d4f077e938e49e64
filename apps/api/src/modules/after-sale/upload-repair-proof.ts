import { AfterSalePayStatus, canUploadRepairProof, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import { FileKind, findOwnedAfterSale, money } from './after-sale.repository.ts';
import { emailAfterSaleChange } from './after-sale-emails.ts';
import { applyChange } from './apply-change.ts';

/** At 33 with payStatus 2 (quoted) or 4 (balance due) the buyer uploads 1-4 payment images; payStatus -> 3. */
export async function uploadRepairProof(
  deps: Deps,
  userId: number,
  input: { id: number; proofFileModels: { id: number }[] },
): Promise<void> {
  const request = await findOwnedAfterSale(deps.prisma, userId, input.id);
  if (!canUploadRepairProof(request.status, request.payStatus)) throw AppError.refused(msg.repairProofNotAllowed);
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const files = await attachFiles(
      tx,
      { purpose: 'repairProof', buyerId: userId },
      input.proofFileModels.map((f) => f.id),
      (i) => `proofFileModels.${i}`,
    );
    await applyChange(
      tx,
      request.id,
      { status: request.status, payStatus: request.payStatus },
      { payStatus: AfterSalePayStatus.processingPayment },
      now,
      { refusal: msg.repairProofNotAllowed },
    );
    await tx.afterSaleFile.createMany({
      data: files.map((f) => ({ afterSaleId: request.id, kind: FileKind.proof, fileId: f.id, createdAt: now })),
    });
  });
  await emailAfterSaleChange(
    deps,
    { ...request, payStatus: AfterSalePayStatus.processingPayment, payAmount: money(request.payAmount) },
    now,
  );
}
