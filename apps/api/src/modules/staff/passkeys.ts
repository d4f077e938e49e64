import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import { PASSKEY_NOT_STARTED, PASSKEY_WRONG, ROLE_REQUIRES_TWO_FACTOR } from '@hashforge/contract/admin/messages';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Deps } from '../../deps.ts';
import { redisKey } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { PublicAdminContext, StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readBrand } from '../settings/brand.ts';
import { fail, type LoginDeps, openSession, signInWithPassword } from './login-staff.ts';
import { totpIssuer } from './totp.ts';
import { rolesRequiringTwoFactor } from './two-factor-policy.ts';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as the second factor beside the authenticator app
 * (docs/backoffice.md section 2): registered from a signed-in session, then used after the password in
 * place of the 6-digit code. The relying party is the shop's public address; each challenge is kept
 * in Redis for 5 minutes and used once.
 */
const CHALLENGE_TTL_S = 5 * 60;

function relyingParty(deps: Pick<Deps, 'config'>) {
  const url = new URL(deps.config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

const challengeKey = (deps: Pick<Deps, 'config'>, purpose: 'register' | 'login', staffId: number) =>
  redisKey(deps, 'staff-passkey', purpose, staffId);

async function takeChallenge(deps: Pick<Deps, 'config' | 'redis'>, purpose: 'register' | 'login', staffId: number) {
  const challenge = await deps.redis.getdel(challengeKey(deps, purpose, staffId));
  if (!challenge) throw AppError.refused(PASSKEY_NOT_STARTED);
  return challenge;
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : []) as AuthenticatorTransport[];
type AuthenticatorTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** auth/passkey/register-options: the creation options, excluding the passkeys already registered. */
export async function passkeyRegisterOptions(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>,
  ctx: StaffContext,
): Promise<{ options: Record<string, unknown> }> {
  const existing = await deps.prisma.staffPasskey.findMany({ where: { staffId: ctx.staff.id } });
  const options = await generateRegistrationOptions({
    // What the device's passkey list names it: the shop's back office, as the authenticator's entry.
    rpName: totpIssuer((await readBrand(deps)).shopName),
    rpID: relyingParty(deps).id,
    userName: ctx.staff.email,
    userDisplayName: ctx.staff.name,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await deps.redis.set(challengeKey(deps, 'register', ctx.staff.id), options.challenge, 'EX', CHALLENGE_TTL_S);
  return { options: options as unknown as Record<string, unknown> };
}

/** auth/passkey/register: the browser's answer verified against the challenge; the passkey is kept. */
export async function registerPasskey(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config'>,
  input: AdminInput<typeof authDesk.passkeyRegister>,
  ctx: StaffContext,
): Promise<AdminResponse<typeof authDesk.passkeyRegister>> {
  const expectedChallenge = await takeChallenge(deps, 'register', ctx.staff.id);
  const rp = relyingParty(deps);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw AppError.refused(PASSKEY_WRONG);
  }
  if (!verified.verified) throw AppError.refused(PASSKEY_WRONG);
  const { credential } = verified.registrationInfo;
  const created = await deps.prisma.$transaction(async (tx) => {
    const passkey = await tx.staffPasskey.create({
      data: {
        staffId: ctx.staff.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: (credential.transports ?? []).join(','),
      },
    });
    await recordAudit(tx, ctx.actor, {
      action: 'auth.passkey_add',
      entityType: 'staff',
      entityId: String(ctx.staff.id),
      after: { passkey: passkey.id },
    });
    return passkey;
  });
  return { id: created.id, createTime: created.createdAt.toISOString() };
}

/** auth/passkey/login-options: after the password, the request options listing the staff member's passkeys. */
export function passkeyLoginOptions(
  deps: LoginDeps,
  input: AdminInput<typeof authDesk.passkeyLoginOptions>,
  ctx: PublicAdminContext,
): Promise<AdminResponse<typeof authDesk.passkeyLoginOptions>> {
  return signInWithPassword(deps, ctx, input, async (attempt, staff) => {
    const passkeys = await deps.prisma.staffPasskey.findMany({ where: { staffId: staff.id } });
    if (passkeys.length === 0) return fail(deps, ctx, attempt, input.email, staff.id, 'passkey', PASSKEY_WRONG);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(deps).id,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
      userVerification: 'preferred',
    });
    await deps.redis.set(challengeKey(deps, 'login', staff.id), options.challenge, 'EX', CHALLENGE_TTL_S);
    return { options: options as unknown as Record<string, unknown> };
  });
}

/**
 * auth/passkey/login: password and a passkey's signature over the challenge; opens a session. A
 * signature cannot be guessed, so a wrong one counts like a wrong password, not against the codes.
 */
export function loginWithPasskey(
  deps: LoginDeps,
  input: AdminInput<typeof authDesk.passkeyLogin>,
  ctx: PublicAdminContext,
): Promise<AdminResponse<typeof authDesk.passkeyLogin>> {
  return signInWithPassword(deps, ctx, input, async (attempt, staff) => {
    const expectedChallenge = await takeChallenge(deps, 'login', staff.id);
    const response = input.response as unknown as AuthenticationResponseJSON;
    const passkey = await deps.prisma.staffPasskey.findFirst({
      where: { staffId: staff.id, credentialId: String(response.id ?? '') },
    });
    if (!passkey) return fail(deps, ctx, attempt, input.email, staff.id, 'passkey', PASSKEY_WRONG);
    const rp = relyingParty(deps);
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | null = null;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: false,
      });
    } catch {
      verified = null;
    }
    if (!verified?.verified) return fail(deps, ctx, attempt, input.email, staff.id, 'passkey', PASSKEY_WRONG);
    const newCounter = BigInt(verified.authenticationInfo.newCounter);
    return openSession(deps, ctx, attempt, staff, 'auth.passkey_login', async (tx) => {
      // Conditional on the counter read: a cloned authenticator replaying an old count loses the race.
      const moved = await tx.staffPasskey.updateMany({
        where: { id: passkey.id, counter: passkey.counter },
        data: { counter: newCounter },
      });
      if (moved.count === 0) throw AppError.refused(PASSKEY_WRONG);
      return { passkey: passkey.id };
    });
  });
}

/** auth/passkeys: the signed-in staff member's passkeys. */
export async function listOwnPasskeys(deps: Pick<Deps, 'prisma'>, ctx: StaffContext) {
  const rows = await deps.prisma.staffPasskey.findMany({ where: { staffId: ctx.staff.id }, orderBy: { id: 'asc' } });
  return {
    list: rows.map((p) => ({
      id: p.id,
      createTime: p.createdAt.toISOString(),
      transports: transportsOf(p.transports),
    })),
  };
}

/** auth/passkey/delete: one of one's own passkeys, unless it is the last second factor a role requires. */
export async function deleteOwnPasskey(
  deps: Pick<Deps, 'prisma'>,
  id: number,
  ctx: StaffContext,
): Promise<Record<string, never>> {
  await deps.prisma.$transaction(async (tx) => {
    const passkey = await tx.staffPasskey.findFirst({ where: { id, staffId: ctx.staff.id } });
    if (!passkey) throw AppError.notFound('Passkey');
    const staff = await tx.staff.findUniqueOrThrow({ where: { id: ctx.staff.id } });
    const others = await tx.staffPasskey.count({ where: { staffId: staff.id, id: { not: id } } });
    const required = (await rolesRequiringTwoFactor({ prisma: deps.prisma })).has(ctx.staff.role);
    if (required && !staff.totpEnabledAt && others === 0 && !staff.isDemo) {
      throw AppError.refused(ROLE_REQUIRES_TWO_FACTOR);
    }
    await tx.staffPasskey.delete({ where: { id } });
    await recordAudit(tx, ctx.actor, {
      action: 'auth.passkey_remove',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { passkey: id },
    });
  });
  return {};
}
