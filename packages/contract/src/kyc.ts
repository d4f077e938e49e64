import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { empty, intField, isoDate, none } from './envelope.ts';
import { buyerFileRef } from './files.ts';
import { KYC_MAX_IMAGES, NEVER_EXPIRES } from './kyc-rules.ts';
import { msg } from './messages.ts';

const required = (message: string, max = 100) =>
  z.string({ message }).trim().min(1, message).max(max, msg.fieldTooLong(max));

/** A choice the form sends as 1 or 2 (document type, gender, expiry kind). */
const oneOrTwo = (message: string) => intField(message, { min: 1, max: 2 });

const dateField = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .pipe(isoDate)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'Use the date format YYYY-MM-DD' });

const images = (requiredMessage: string) =>
  z
    .array(buyerFileRef('kyc'), { message: requiredMessage })
    .min(1, requiredMessage)
    .max(KYC_MAX_IMAGES, msg.kycImagesMax);

/** The individual form of spec section 3; every field required (spec section 5). */
export const kycIndividualFields = z.object({
  country: required(msg.selectCountry),
  idDocumentType: oneOrTwo(msg.kycDocumentTypeRequired),
  /** Surname. */
  firstName: required(msg.kycSurnameRequired),
  /** Given names. */
  lastName: required(msg.kycGivenNamesRequired),
  birthday: dateField(msg.kycBirthdayRequired),
  gender: oneOrTwo(msg.kycGenderRequired),
  idNumber: required(msg.kycIdNumberRequired, 50),
  /** 1 normal, 2 never expires. */
  expireDateType: oneOrTwo(msg.kycExpireDateRequired),
  expireDate: z.string().trim().max(10, 'Use the date format YYYY-MM-DD').nullish(),
  address: required(msg.kycAddressRequired, 200),
  postal: required(msg.kycPostalRequired, 20),
  passportDocumentImgArray: images(msg.kycDocumentImagesRequired),
  selfieImgArray: images(msg.kycSelfieImagesRequired),
});

/**
 * The individual with its dates checked: a birthday in the past, and either a never-expiring
 * document (its date becomes 9999-12-31 whatever was sent) or an expiry date.
 */
export const kycIndividual = kycIndividualFields.transform((v, ctx) => {
  const today = new Date().toISOString().slice(0, 10);
  if (v.birthday >= today) {
    ctx.addIssue({ code: 'custom', path: ['birthday'], message: msg.kycBirthdayRequired });
  }
  let expireDate = NEVER_EXPIRES;
  if (v.expireDateType === 1) {
    const parsed = dateField(msg.kycExpireDateRequired).safeParse(v.expireDate ?? '');
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['expireDate'], message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    expireDate = parsed.data;
  }
  return { ...v, expireDate };
});
export type KycIndividualForm = z.input<typeof kycIndividualFields>;

export const createKycRequest = z.object({
  accountType: z.literal(1, { message: 'Only individual verification (accountType 1) is offered' }),
  individual: kycIndividual,
});
export const createKyc = defineCall({
  path: shopPath('user/kyc/create'),
  auth: true,
  encrypted: false,
  summary: 'Submit individual identity verification (status 1); again only after staff rejected it (-1)',
  request: createKycRequest,
  response: none,
});

export const getKycStatue = defineCall({
  path: shopPath('user/kyc/getKycStatue'),
  auth: true,
  encrypted: false,
  summary: "The buyer's KYC status: 0 none, 1 submitted, 2 approved, -1 rejected",
  request: empty,
  response: z.number().int(),
});

export const kycCalls = { createKyc, getKycStatue };
