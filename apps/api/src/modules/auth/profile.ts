import {
  type CallInput,
  CodeType,
  type modifyNameCover,
  msg,
  type UserInfo,
  type updateSms,
} from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getKycStatus } from '../kyc/kyc-state.ts';
import { consumeCode } from './codes.ts';
import { assertCountryOfPhone, normalizePhone } from './phone.ts';
import { findUserById, findUserByPhone, isUniqueViolation } from './users.ts';

/** `user/getUserInfo`: the buyer's own profile, with the KYC status from the KYC module. */
export async function getUserInfoService(deps: Pick<Deps, 'prisma' | 'sql'>, userId: number): Promise<UserInfo> {
  const user = await findUserById(deps, userId);
  if (!user) throw AppError.unauthorized();
  return {
    email: user.email,
    nickName: user.nickName,
    mobile: user.mobile,
    mobileCode: user.mobileCode,
    kycStatus: await getKycStatus(deps, userId),
  };
}

export async function modifyNameCoverService(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
  input: CallInput<typeof modifyNameCover>,
): Promise<null> {
  await deps.prisma.user.update({ where: { id: userId }, data: { nickName: input.nickName } });
  return null;
}

/**
 * `user/updateSms`: binds the phone a type-4 code was sent to. A phone bound to another account is
 * refused; only someone who received the code learns that.
 */
export async function bindPhoneService(
  deps: Pick<Deps, 'prisma' | 'clock' | 'keys'>,
  userId: number,
  input: CallInput<typeof updateSms>,
): Promise<null> {
  const phone = normalizePhone(input.phoneCountryCode, input.mobile);
  await assertCountryOfPhone(deps, input.countryId, phone);
  await consumeCode(deps, CodeType.bindPhone, phone.e164, input.code);
  const holder = await findUserByPhone(deps, phone);
  if (holder && holder.id !== userId) throw AppError.field('mobile', msg.phoneTaken);
  try {
    await deps.prisma.user.update({
      where: { id: userId },
      data: { mobile: phone.national, mobileCode: phone.code, countryId: input.countryId },
    });
  } catch (err) {
    // Another account bound the same phone a moment ago.
    if (isUniqueViolation(err)) throw AppError.field('mobile', msg.phoneTaken);
    throw err;
  }
  return null;
}
