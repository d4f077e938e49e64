import { KycStatus, msg } from '@hashforge/contract';
import { KYC_STALE } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { getUserContact } from '../../auth/users.ts';
import { enqueueEmail } from '../../notify/notify.ts';
import { kycMachine } from '../kyc-status.ts';

type ReviewDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

const KYC_ALREADY: Readonly<Record<number, string>> = {
  [KycStatus.approved]: 'This verification was already approved',
  [KycStatus.rejected]: 'This verification was already rejected',
};

/**
 * Staff approve (1 -> 2) or reject (1 -> -1, the buyer may submit again) a submitted verification,
 * as the KYC table allows. The update is conditional on the status read, so of two staff deciding at once one wins and the other is
 * told what the first did; and, when the desk sent the submit time its reviewer saw, on that
 * submission too, so a page opened before the buyer submitted again decides nothing. The audit row
 * is written in the same transaction, and the buyer's email is queued after commit under an id of
 * this submission and this outcome (sent once).
 */
async function reviewKyc(
  deps: ReviewDeps,
  actor: StaffActor | null,
  userId: number,
  outcome: typeof KycStatus.approved | typeof KycStatus.rejected,
  reason: string | null,
  expectedSubmitTime: string | undefined,
): Promise<{ userId: number; status: number }> {
  const now = deps.clock.now();
  const seen = expectedSubmitTime === undefined ? undefined : new Date(expectedSubmitTime);
  const submittedAt = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.kyc.findUnique({ where: { userId }, select: { status: true } });
    if (!row) throw AppError.notFound('Verification');
    kycMachine.assert(row.status, outcome, KYC_ALREADY[row.status] ?? msg.kycNotPending);
    // The submission actually decided, so its email is keyed by that submission.
    const [done] = await tx.kyc.updateManyAndReturn({
      where: { userId, status: row.status, ...(seen ? { submittedAt: seen } : {}) },
      data: {
        status: outcome,
        reviewedAt: now,
        rejectReason: reason,
        reviewedByStaffId: actor?.staffId ?? null,
      },
      select: { submittedAt: true },
    });
    if (!done) {
      const current = await tx.kyc.findUnique({ where: { userId }, select: { status: true, submittedAt: true } });
      if (current?.status === KycStatus.submitted && seen && current.submittedAt.getTime() !== seen.getTime()) {
        throw AppError.refused(KYC_STALE);
      }
      throw AppError.refused(KYC_ALREADY[current?.status ?? 0] ?? msg.kycNotPending);
    }
    await recordAudit(tx, actor, {
      action: outcome === KycStatus.approved ? 'kyc.approve' : 'kyc.reject',
      entityType: 'kyc',
      entityId: String(userId),
      before: { status: row.status },
      after: { status: outcome, ...(reason ? { rejectReason: reason } : {}) },
    });
    return done.submittedAt;
  });
  await sendKycMail(deps, userId, outcome, reason, submittedAt);
  return { userId, status: outcome };
}

/** `kyc/approve` (kyc.review); `expectedSubmitTime`: the submission the reviewer saw (kyc/get's submitTime). */
export function approveKyc(
  deps: ReviewDeps,
  actor: StaffActor | null,
  userId: number,
  expectedSubmitTime?: string | undefined,
) {
  return reviewKyc(deps, actor, userId, KycStatus.approved, null, expectedSubmitTime);
}

/** `kyc/reject` (kyc.review): the reason is what the buyer reads. */
export function rejectKyc(
  deps: ReviewDeps,
  actor: StaffActor | null,
  userId: number,
  reason: string,
  expectedSubmitTime?: string | undefined,
) {
  const clean = reason.trim().slice(0, 500);
  if (!clean) throw AppError.field('reason', 'Enter the reason the buyer will read');
  return reviewKyc(deps, actor, userId, KycStatus.rejected, clean, expectedSubmitTime);
}

async function sendKycMail(
  deps: ReviewDeps,
  userId: number,
  outcome: number,
  reason: string | null,
  submittedAt: Date,
): Promise<void> {
  try {
    const contact = await getUserContact(deps, userId);
    if (!contact) return;
    const link = `${deps.config.publicUrl}/user/account/kyc`;
    const approved = outcome === KycStatus.approved;
    await enqueueEmail(deps, {
      to: contact.email,
      purpose: approved ? 'kyc-approved' : 'kyc-rejected',
      // One email per submission and outcome: a retry adds nothing, a later resubmission is a new step.
      key: `${userId}-${submittedAt.getTime()}`,
      about: { entityType: 'kyc', entityId: String(userId) },
      subject: approved ? 'Your identity verification is approved' : 'Your identity verification needs another look',
      text: approved
        ? ['Our compliance team approved your identity verification. Thank you.', link].join('\n\n')
        : [
            'Our compliance team could not approve your identity verification.',
            `Reason: ${reason ?? ''}`,
            'You can correct it and submit the form again on your account page.',
            link,
          ].join('\n\n'),
    });
  } catch (err) {
    deps.logger.error({ err, userId }, 'KYC email not queued');
  }
}
