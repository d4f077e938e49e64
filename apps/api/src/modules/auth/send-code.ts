import { type CallInput, CodeType, msg, type sendEmailCode, type sendMobilCode } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail, enqueueSms } from '../notify/notify.ts';
import { codeEmail, codeSms } from '../notify/templates.ts';
import { issueCode, purposeName, reserveSend } from './codes.ts';
import { assertCountryOfPhone, normalizePhone } from './phone.ts';
import { findUserByEmail, findUserByPhone } from './users.ts';

type SendDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock' | 'keys' | 'queues'>;

/** The job key of a code message: the same code is one job, a new code another (the job id hashes it). */
function codeKey(code: string, issuedAt: Date): string {
  return `${issuedAt.getTime()}-${code}`;
}

/**
 * `send/info/sendEmailCode`: type 1 (sign-up) refuses an address that already has an account;
 * type 3 (reset) answers success for an unknown address and sends nothing, after the same throttle,
 * so the answer does not tell which addresses have accounts.
 */
export async function sendEmailCodeService(
  deps: SendDeps,
  input: CallInput<typeof sendEmailCode>,
  ip: string,
): Promise<null> {
  const existing = await findUserByEmail(deps, input.email);
  if (input.type === CodeType.signUp && existing) throw AppError.field('email', msg.emailTaken);
  await reserveSend(deps, input.email, ip);
  if (input.type === CodeType.reset && !existing) return null;
  const purpose = purposeName[input.type];
  const issuedAt = deps.clock.now();
  const code = await issueCode(deps, input.type, input.email);
  await enqueueEmail(deps, {
    to: input.email,
    purpose,
    key: codeKey(code, issuedAt),
    code,
    ...codeEmail(purpose, code),
  });
  return null;
}

/**
 * `send/info/sendMobilCode`: type 2 (login) answers success for a phone bound to no account and
 * sends nothing; type 4 (bind) sends to any phone, and binding refuses one taken by another account.
 */
export async function sendMobilCodeService(
  deps: SendDeps,
  input: CallInput<typeof sendMobilCode>,
  ip: string,
): Promise<null> {
  const phone = normalizePhone(input.phoneCountryCode, input.mobile);
  if (input.type === CodeType.bindPhone) await assertCountryOfPhone(deps, input.countryId, phone);
  await reserveSend(deps, phone.e164, ip);
  if (input.type === CodeType.login && !(await findUserByPhone(deps, phone))) return null;
  const purpose = purposeName[input.type];
  const issuedAt = deps.clock.now();
  const code = await issueCode(deps, input.type, phone.e164);
  await enqueueSms(deps, { to: phone.e164, body: codeSms(purpose, code), purpose, key: codeKey(code, issuedAt), code });
  return null;
}
