import { msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findCountry } from '../country/country.service.ts';

/** A phone as the shop keeps it: the calling code (`+44`) and the national number without its trunk 0. */
export interface Phone {
  code: string;
  national: string;
  /** Where SMS go, and the address of a phone's verification codes. */
  e164: string;
}

/** Italy keeps its leading 0 after the calling code; everywhere else a leading 0 is a trunk prefix. */
const KEEPS_LEADING_ZERO = new Set(['+39']);

export function normalizePhone(phoneCountryCode: string, mobile: string): Phone {
  const code = `+${phoneCountryCode.replace(/\D/g, '')}`;
  const digits = mobile.replace(/\D/g, '');
  const national = KEEPS_LEADING_ZERO.has(code) ? digits : digits.replace(/^0+/, '');
  return { code, national, e164: `${code}${national}` };
}

/** A phone's country must exist and have the calling code sent with it. */
export async function assertCountryOfPhone(
  deps: Pick<Deps, 'prisma'>,
  countryId: number | undefined,
  phone: Phone,
): Promise<void> {
  const country = countryId === undefined ? null : await findCountry(deps, countryId);
  if (!country || country.phone_code.replace(/[^+\d]/g, '') !== phone.code) {
    throw AppError.field('countryId', msg.selectCountry);
  }
}
