import { type CallInput, CodeType, msg, type sendEmailCode, type sendMobilCode } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail, enqueueSms } from '../notify/notify.ts';
import { codeEmail, codeSms } from '../notify/templates.ts';
import { readBrand } from '../settings/brand.ts';
import { issueCode, purposeName, reserveSend, reserveSmsBudget } from './codes.ts';
import { assertCountryOfPhone, normalizePhone } from './phone.ts';
import type { SessionIdentity } from './sessions.ts';
import { findUserByEmail, findUserByPhone } from './users.ts';

type SendDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'keys' | 'queues' | 'storage'>;

/**
 * The job key of a code message: the moment the code was drawn, so a new code is another job. Not
 * the code itself: the job id is a short hash, and six digits behind it are quickly guessed.
 */
function codeKey(issuedAt: Date): string {
  return String(issuedAt.getTime());
}

/** What an address that already has an account gets instead of a sign-up code. */
function accountExistsEmail(shopName: string): { subject: string; text: string } {
  return {
    subject: `You already have a ${shopName} account`,
    text:
      `Someone, perhaps you, asked to create a ${shopName} account with this email address, which already has one.\n\n` +
      'Log in with it, or reset your password if you have forgotten it. If it was not you, you can ignore this message.',
  };
}

/**
 * `send/info/sendEmailCode`. The throttle (per address and per IP, an IPv6 network counting as one)
 * runs first, before anything that depends on whether the address has an account, and every
 * outcome answers the same success (docs/domain.md D5), so the call cannot be used to learn which addresses
 * are customers: type 1 (sign-up) to a registered address mails a note that the account exists
 * instead of a code; type 3 (reset) to an unknown address sends nothing.
 */
export async function sendEmailCodeService(
  deps: SendDeps,
  input: CallInput<typeof sendEmailCode>,
  ip: string,
): Promise<null> {
  await reserveSend(deps, input.email, ip);
  const existing = await findUserByEmail(deps, input.email);
  const issuedAt = deps.clock.now();
  if (input.type === CodeType.signUp && existing) {
    await enqueueEmail(deps, {
      to: input.email,
      purpose: 'account-exists',
      key: String(issuedAt.getTime()),
      ...accountExistsEmail((await readBrand(deps)).shopName),
    });
    return null;
  }
  if (input.type === CodeType.reset && !existing) return null;
  const purpose = purposeName[input.type];
  const code = await issueCode(deps, input.type, input.email);
  await enqueueEmail(deps, {
    to: input.email,
    purpose,
    key: codeKey(issuedAt),
    code,
    ...codeEmail(purpose, code, (await readBrand(deps)).shopName),
  });
  return null;
}

/**
 * `send/info/sendMobilCode`: type 2 (login) answers success for a phone bound to no account and
 * sends nothing; type 4 (bind) needs a login (a bind code is for the caller's own account, and an
 * open SMS sender is an SMS-pumping target), and binding refuses a phone taken by another account.
 * SMS go only to the countries SMS_COUNTRY_CODES allows, within the shop's hourly SMS budget.
 */
export async function sendMobilCodeService(
  deps: SendDeps,
  input: CallInput<typeof sendMobilCode>,
  ip: string,
  caller: SessionIdentity | null = null,
): Promise<null> {
  if (input.type === CodeType.bindPhone && !caller) throw AppError.unauthorized();
  const phone = normalizePhone(input.phoneCountryCode, input.mobile);
  const allowed = deps.config.SMS_COUNTRY_CODES;
  if (allowed && !allowed.includes(phone.code)) throw AppError.field('mobile', msg.smsCountryNotServed);
  if (input.type === CodeType.bindPhone) await assertCountryOfPhone(deps, input.countryId, phone);
  await reserveSend(deps, phone.e164, ip);
  // Charged before the account lookup, so an exhausted budget answers alike for every phone.
  await reserveSmsBudget(deps);
  if (input.type === CodeType.login && !(await findUserByPhone(deps, phone))) return null;
  const purpose = purposeName[input.type];
  const issuedAt = deps.clock.now();
  const code = await issueCode(deps, input.type, phone.e164);
  const body = codeSms(purpose, code, (await readBrand(deps)).shopName);
  await enqueueSms(deps, { to: phone.e164, body, purpose, key: codeKey(issuedAt), code });
  return null;
}
