import { z } from 'zod';
import { brandColorRefusal } from '../brand-rules.ts';
import { isContactLink, isHttpsLink } from '../content-rules.ts';
import { filePart } from '../files.ts';
import { defineAdminCall, emptyRequest, staffFileId } from './call.ts';
import { ROLES } from './permissions.ts';

// Shop settings (owner): what the pay page shows, the order expiry, who must use 2FA, the coupon
// limit, and the vendor's brand and contacts.

const line = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

export const bankWireSettings = z.object({
  beneficiary: line(200),
  beneficiaryAddress: line(300),
  bank: line(200),
  bankAddress: line(300),
  accountNumber: line(64),
  swift: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'A SWIFT/BIC code has 8 or 11 letters and digits'),
  currency: z.literal('USD'),
});
export type BankWireSettings = z.infer<typeof bankWireSettings>;

export const companySettings = z.object({
  name: line(200),
  address: line(300),
  email: z.string().trim().email('Enter an email address'),
  phone: line(64),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const shopSettings = z.object({
  bankWire: bankWireSettings,
  company: companySettings,
  /** Hours an unpaid order without a proof lives; null: the server's configured default. */
  orderExpiryHours: z.number().int().min(1, 'At least 1 hour').max(720, 'At most 720 hours').nullable(),
  /** Roles that must sign in with a second factor besides owner and finance. */
  twoFactorRoles: z.array(z.enum(ROLES)),
  /**
   * USD: a coupon worth more than this needs the owner (coupons/create, coupons/issue, coupons/issue-all,
   * customers/issue-coupon); stored with two decimals.
   */
  couponLimit: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount in USD such as 500.00'),
});
export type ShopSettings = z.infer<typeof shopSettings>;

const getSettings = defineAdminCall({
  path: 'settings/get',
  permission: 'settings.manage',
  mutates: false,
  summary: 'The shop settings',
  request: emptyRequest,
  response: shopSettings,
});

const updateSettings = defineAdminCall({
  path: 'settings/update',
  permission: 'settings.manage',
  mutates: true,
  summary: 'Change some of the shop settings (the pay page shows the new ones at once)',
  request: shopSettings.partial(),
  response: shopSettings,
});

// ---------------------------------------------------------------- brand and contacts

/** A brand colour: `#rrggbb` on which the shop's white text reads at 4.5:1 or more (brand-rules.ts). */
const brandColor = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const refusal = brandColorRefusal(value);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  })
  .transform((value) => value.toLowerCase());

const httpsLink = z.string().trim().max(300, 'At most 300 characters').refine(isHttpsLink, 'Enter an https:// address');
const contactLink = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(isContactLink, 'Enter an https://, mailto: or tel: address');
const optionalLine = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** A language site's address, or null (an empty field) when the vendor has none in that language. */
const languageSite = z.preprocess((v) => (v === '' ? null : v), httpsLink.nullable());

/**
 * What the owner sets on the "Brand and contacts" page. The support phone and email are the company
 * details (company.details): one source for the footer, the emails and the pay page.
 */
export const brandSettings = z.object({
  shopName: line(60),
  /** From settings/brand/upload (kind logo); null: the name is written in its place. */
  logoFileId: staffFileId('logo').nullable(),
  /** From settings/brand/upload (kind icon); null: no icon. */
  iconFileId: staffFileId('icon').nullable(),
  colors: z.object({ primary: brandColor, accent: brandColor }),
  contacts: z.object({
    phone: line(64),
    email: z.string().trim().email('Enter an email address'),
    hotlineHours: optionalLine(100),
    messaging: z
      .array(z.object({ name: line(40), handle: line(80), url: contactLink }))
      .max(6, 'At most 6 messaging contacts'),
  }),
  partners: z
    .array(z.object({ name: line(80), region: optionalLine(80), url: httpsLink }))
    .max(12, 'At most 12 partners'),
  social: z.array(z.object({ name: line(40), url: httpsLink })).max(10, 'At most 10 social links'),
  languageSites: z.object({ zh: languageSite, fr: languageSite, es: languageSite, ar: languageSite }),
  /** The display name and reply-to of every email; the address itself is MAIL_FROM's. */
  emailSender: z.object({
    name: line(60),
    replyTo: z.preprocess((v) => (v === '' ? null : v), z.string().trim().email('Enter an email address').nullable()),
  }),
});
export type BrandSettingsInput = z.input<typeof brandSettings>;

const linkRow = z.object({ name: z.string(), url: z.string() });

/** The brand as stored and shown to the owner: the form's fields, and the files they name. */
export const brandSettingsView = z.object({
  shopName: z.string(),
  logoFileId: z.number().int().nullable(),
  iconFileId: z.number().int().nullable(),
  logo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  icon: z.object({ url: z.string(), type: z.string() }).nullable(),
  colors: z.object({ primary: z.string(), accent: z.string() }),
  contacts: z.object({
    phone: z.string(),
    email: z.string(),
    hotlineHours: z.string(),
    messaging: z.array(linkRow.extend({ handle: z.string() })),
  }),
  partners: z.array(linkRow.extend({ region: z.string() })),
  social: z.array(linkRow),
  languageSites: z.object({
    zh: z.string().nullable(),
    fr: z.string().nullable(),
    es: z.string().nullable(),
    ar: z.string().nullable(),
  }),
  emailSender: z.object({ name: z.string(), replyTo: z.string().nullable() }),
});
export type BrandSettings = z.infer<typeof brandSettingsView>;

const getBrandSettings = defineAdminCall({
  path: 'settings/brand',
  permission: 'settings.manage',
  mutates: false,
  summary: "The vendor's brand and contacts as the owner set them",
  request: emptyRequest,
  response: brandSettingsView,
});

const saveBrandSettings = defineAdminCall({
  path: 'settings/brand/save',
  permission: 'settings.manage',
  mutates: true,
  summary:
    'Set the brand and contacts (every field): the shop, the back office and every email show them at once, on every process',
  request: brandSettings,
  response: brandSettingsView,
});

/** What settings/brand/upload stores: the logo (PNG or SVG) or the square icon (PNG or SVG). */
export const BRAND_IMAGE_KINDS = ['logo', 'icon'] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];
/** A logo or an icon is small: 1 MB. */
export const BRAND_IMAGE_MAX_BYTES = 1024 * 1024;

const uploadBrandImage = defineAdminCall({
  path: 'settings/brand/upload',
  permission: 'settings.manage',
  mutates: true,
  summary:
    'multipart/form-data, field `kind` (logo or icon) then file field `file`: a PNG or an SVG of at most 1 MB (an SVG with script, event handlers or outside references is refused; an icon must be square), stored under a name made from its bytes for settings/brand/save',
  request: z.object({}),
  multipart: z.object({ kind: z.enum(BRAND_IMAGE_KINDS), file: filePart }),
  response: z.object({
    fileId: z.number().int(),
    fileUrl: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

export const settingsDesk = {
  get: getSettings,
  update: updateSettings,
  brand: getBrandSettings,
  saveBrand: saveBrandSettings,
  uploadBrandImage,
} as const;
