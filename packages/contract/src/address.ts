import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { empty, id, none } from './envelope.ts';
import { msg } from './messages.ts';

/** A required text: trimmed, not empty, bounded (an oversized field is a refusal, never a fault). */
const requiredText = (required: string, max: number, tooLong: string = msg.fieldTooLong(max)) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number) =>
  z
    .string({ message: msg.fieldTooLong(max) })
    .trim()
    .max(max, msg.fieldTooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/** The address fields of spec section 3 with the rules of spec section 5 ("Shipping address"). */
export const addressFields = z.object({
  receiverName: requiredText(msg.receiverNameRequired, 100),
  receiverFirstAddr: requiredText(msg.addressLine1Required, 50, msg.addressLine1Length),
  receiverTwoAddr: optionalText(100),
  country: requiredText(msg.selectCountry, 100, msg.selectCountry),
  state: optionalText(100),
  city: requiredText(msg.cityRequired, 100),
  postcode: requiredText(msg.postcodeRequired, 20),
  mobile: z
    .string({ message: msg.phoneRequired })
    .trim()
    .min(1, msg.phoneRequired)
    .regex(/^[0-9 ()-]{4,25}$/, 'Please check the phone number')
    .transform((v) => v.replace(/[ ()-]/g, '')),
  /** Calling code such as `+49`; the spec does not list it as required. */
  mobileCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4}(-\d{1,4})?)?$/, 'Please check the phone country code')
    .nullish()
    .transform((v) => (!v ? '' : v.startsWith('+') ? v : `+${v}`)),
  mobileCodeId: id.nullish().transform((v) => v ?? null),
  phone: optionalText(30),
  companyName: optionalText(100),
  /** Tax or import number. */
  code: optionalText(60),
  /** Importer name. */
  brokerName: optionalText(100),
  importerAddress: optionalText(200),
  defaultStatus: z.union([z.literal(0), z.literal(1)], { message: 'defaultStatus is 0 or 1' }).optional(),
});
export type AddressFields = z.output<typeof addressFields>;
export type AddressForm = z.input<typeof addressFields>;

export const address = z.object({
  id: z.number().int(),
  receiverName: z.string(),
  receiverFirstAddr: z.string(),
  receiverTwoAddr: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  mobile: z.string(),
  mobileCode: z.string(),
  mobileCodeId: z.number().int().nullable(),
  phone: z.string(),
  companyName: z.string(),
  code: z.string(),
  brokerName: z.string(),
  importerAddress: z.string(),
  defaultStatus: z.number().int(),
});
export type Address = z.infer<typeof address>;

/** Address lines joined as a courier writes them (order detail "joined address"). */
export function joinAddress(a: {
  receiverFirstAddr: string;
  receiverTwoAddr?: string;
  city: string;
  state?: string;
  postcode: string;
  country: string;
}): string {
  return [a.receiverFirstAddr, a.receiverTwoAddr, a.city, a.state, a.postcode, a.country]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

const ALLOWED_CHINESE_REGIONS = [
  'hong kong',
  'hongkong',
  'hksar',
  '香港',
  'taiwan',
  '台湾',
  '台灣',
  '臺灣',
  '臺湾',
  'macao',
  'macau',
  '澳门',
  '澳門',
];
const MAINLAND_CHINA = ['中国', '中國', '中华', '中華', '大陆', '大陸', '内地', '內地'];

/**
 * The shop is not for mainland China (docs/domain.md D3): a country that names China in English
 * or Chinese, or the PRC, is refused unless it names Hong Kong, Taiwan or Macao. One function, used
 * by the order-confirm page and by `order/create`.
 */
export function isMainlandChina(country: string): boolean {
  const text = country
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/[\s._-]+/g, ' ')
    .trim();
  if (ALLOWED_CHINESE_REGIONS.some((r) => text.includes(r))) return false;
  // Whole words in Latin script, so "Indochina" is not China; PRC also as "P.R.C.".
  if (/(^|[^a-z])(china|p ?r ?c|mainland|people'?s republic)([^a-z]|$)/.test(text)) return true;
  return MAINLAND_CHINA.some((word) => text.includes(word));
}

export const createAddressRequest = addressFields;
export const createAddress = defineCall({
  path: shopPath('user/shipping/address/create'),
  auth: true,
  encrypted: false,
  summary: "Add a shipping address (the buyer's first address becomes the default)",
  request: createAddressRequest,
  response: z.object({ id: z.number().int() }),
});

const setDefaultRequest = z.object({ id, defaultStatus: z.literal(1) });
const fullUpdateRequest = addressFields.extend({ id });

/**
 * Either `{ id, defaultStatus: 1 }` (set as default) or `id` plus every address field (edit). A body
 * without `receiverName` is the set-default form; anything else is validated as a full edit, so a
 * buyer sees the address messages rather than a union's generic one.
 */
export const updateAddressRequest = z.looseObject({ id }).transform((body, ctx) => {
  const setDefault = !('receiverName' in body);
  const result = setDefault ? setDefaultRequest.safeParse(body) : fullUpdateRequest.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return setDefault
    ? { kind: 'setDefault' as const, id: result.data.id }
    : { kind: 'edit' as const, ...(result.data as z.output<typeof fullUpdateRequest>) };
});
export const updateAddress = defineCall({
  path: shopPath('user/shipping/address/update'),
  auth: true,
  encrypted: false,
  summary: 'Edit a shipping address, or `{ id, defaultStatus: 1 }` to make it the default',
  request: updateAddressRequest,
  response: none,
});

export const deleteAddress = defineCall({
  path: shopPath('user/shipping/address/del'),
  auth: true,
  encrypted: false,
  summary: 'Delete a shipping address (the newest other one becomes the default)',
  request: z.object({ id }),
  response: none,
});

export const getAddressList = defineCall({
  path: shopPath('user/shipping/address/getList'),
  auth: true,
  encrypted: false,
  summary: "The buyer's shipping addresses, the default first",
  request: empty,
  response: z.array(address),
});

export const addressCalls = { createAddress, updateAddress, deleteAddress, getAddressList };
