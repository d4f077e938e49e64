import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { deriveKey } from '../../keys.ts';
import { secondFactorChecks } from './second-factor-checks.ts';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o or 1/l/i, so a code copied by hand reads back the same. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A digest made under SECOND_FACTOR_KEY starts so; one made before it (under JWT_SECRET) is bare hex. */
export const RECOVERY_DIGEST_PREFIX = 'v2:';

const normalised = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Codes are stored as an HMAC under a key derived from SECOND_FACTOR_KEY (secret-box.ts says why a
 * key of its own): the table alone reveals none.
 */
export function hashRecoveryCode(deps: Pick<Deps, 'keys'>, code: string): string {
  const key = deriveKey(deps.keys.secondFactorKey, 'staff-recovery-code');
  return RECOVERY_DIGEST_PREFIX + createHmac('sha256', key).update(normalised(code)).digest('hex');
}

/**
 * The digest releases before SECOND_FACTOR_KEY stored, under a key derived from JWT_SECRET
 * (decision 013). An HMAC cannot be moved to another key without the code, so such codes keep
 * working only while JWT_SECRET is the one they were made under; resealSecondFactors names the
 * staff who still hold them.
 */
function legacyRecoveryDigest(jwtSecret: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'hashforge-staff', 'staff-recovery-code-v1', 32));
  return createHmac('sha256', key).update(normalised(code)).digest('hex');
}

/** Replaces a staff member's recovery codes with ten new ones; answers them in clear (shown once). */
export async function replaceRecoveryCodes(deps: Pick<Deps, 'keys'>, tx: Tx, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.staffRecoveryCode.deleteMany({ where: { staffId } });
  await tx.staffRecoveryCode.createMany({
    data: codes.map((code) => ({ staffId, codeHash: hashRecoveryCode(deps, code) })),
  });
  return codes;
}

/**
 * Uses up one recovery code: a conditional update, so the same code used twice at once works once.
 * Answers false when the code is unknown or already used.
 */
export async function consumeRecoveryCode(
  deps: Pick<Deps, 'keys' | 'clock'>,
  tx: Tx,
  staffId: number,
  code: string,
): Promise<boolean> {
  const used = await tx.staffRecoveryCode.updateMany({
    where: {
      staffId,
      codeHash: { in: [hashRecoveryCode(deps, code), legacyRecoveryDigest(deps.keys.jwtSecret, code)] },
      usedAt: null,
    },
    data: { usedAt: deps.clock.now() },
  });
  secondFactorChecks.inc({ kind: 'recovery', result: used.count === 1 ? 'ok' : 'wrong' });
  return used.count === 1;
}
