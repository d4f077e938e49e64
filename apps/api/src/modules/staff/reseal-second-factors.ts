import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { RECOVERY_DIGEST_PREFIX } from './recovery-codes.ts';
import { isCurrentFormat, openSecret, type SealingRoots, sealSecret } from './secret-box.ts';
import type { StaffChanger } from './staff-change.ts';

export interface ResealReport {
  /** Authenticator secrets moved to SECOND_FACTOR_KEY now. */
  resealed: number;
  /** Staff whose secret none of the keys given opens: they need the old key, or a 2FA reset. */
  unopenable: string[];
  /** Staff holding unused recovery codes made before SECOND_FACTOR_KEY (working only under that JWT_SECRET). */
  legacyRecoveryCodes: string[];
}

const CANNOT_OPEN = /unable to authenticate data|unknown sealed-secret format/i;

/** The secret opened with the first of these roots that fits, or null when none does. */
function openWithAny(rootsList: SealingRoots[], sealed: string): string | null {
  for (const roots of rootsList) {
    try {
      return openSecret(roots, sealed);
    } catch (error) {
      // Sealed under another key (the AES-GCM tag does not match), or in no format we know: try the
      // next one, and name the staff member when none fits. Anything else is a fault.
      if (!(error instanceof Error && CANNOT_OPEN.test(error.message))) throw error;
    }
  }
  return null;
}

/**
 * Moves every authenticator secret sealed under another key to the current SECOND_FACTOR_KEY
 * (decision 013): those from before it (sealed under a key derived from JWT_SECRET), and those
 * sealed under an older SECOND_FACTOR_KEY. The API runs it at start-up with the keys it has, so an
 * upgraded shop needs nothing done by hand before it next rotates JWT_SECRET;
 * `npm run staff -- reseal` runs it with the keys an operator still holds (`old`) when JWT_SECRET
 * changed first. Each move is a conditional update, so two processes starting at once move a secret
 * once, and it is audited.
 */
export async function resealSecondFactors(
  deps: Pick<Deps, 'prisma' | 'keys'>,
  options: { old?: Partial<SealingRoots>; changer?: StaffChanger } = {},
): Promise<ResealReport> {
  const current: SealingRoots = { secondFactorKey: deps.keys.secondFactorKey, jwtSecret: deps.keys.jwtSecret };
  const candidates = [current];
  if (options.old?.jwtSecret || options.old?.secondFactorKey) candidates.push({ ...current, ...options.old });
  const changer = options.changer ?? { actor: null, source: 'API start-up' };

  const sealed = await deps.prisma.staff.findMany({
    where: { totpSecretSealed: { not: null } },
    select: { id: true, email: true, totpSecretSealed: true },
    orderBy: { id: 'asc' },
  });
  const report: ResealReport = { resealed: 0, unopenable: [], legacyRecoveryCodes: [] };
  for (const staff of sealed) {
    const old = staff.totpSecretSealed!;
    if (isCurrentFormat(old) && openWithAny([current], old) !== null) continue;
    const plain = openWithAny(candidates, old);
    if (plain === null) {
      report.unopenable.push(staff.email);
      continue;
    }
    const moved = await deps.prisma.$transaction(async (tx) => {
      const updated = await tx.staff.updateMany({
        where: { id: staff.id, totpSecretSealed: old },
        data: { totpSecretSealed: sealSecret(deps.keys, plain) },
      });
      if (updated.count === 0) return false;
      await recordAudit(tx, changer.actor, {
        action: 'staff.reseal_2fa',
        entityType: 'staff',
        entityId: String(staff.id),
        before: { sealedWith: isCurrentFormat(old) ? 'an older SECOND_FACTOR_KEY' : 'JWT_SECRET' },
        after: { sealedWith: 'SECOND_FACTOR_KEY' },
        source: changer.source,
      });
      return true;
    });
    if (moved) report.resealed += 1;
  }

  const legacy = await deps.prisma.staff.findMany({
    where: { recoveryCodes: { some: { usedAt: null, NOT: { codeHash: { startsWith: RECOVERY_DIGEST_PREFIX } } } } },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  report.legacyRecoveryCodes = legacy.map((s) => s.email);
  return report;
}
