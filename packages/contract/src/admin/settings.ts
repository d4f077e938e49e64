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
  /**
   * The company's registration number and its tax (VAT, GST, EIN) number, printed in the vendor's block
   * of every trade document (decision 026); empty until the owner fills them in.
   */
  registrationNumber: z.string().trim().max(64, 'At most 64 characters').optional(),
  taxNumber: z.string().trim().max(64, 'At most 64 characters').optional(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** The Incoterms 2020 rules a commercial invoice may name. */
export const INCOTERM_RULES = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;

/** The delivery term printed on every commercial invoice: the rule and its named place ("FCA Hong Kong"). */
export const incotermSettings = z.object({
  rule: z.enum(INCOTERM_RULES),
  place: line(100),
});
export type IncotermSettings = z.infer<typeof incotermSettings>;

export const shopSettings = z.object({
  bankWire: bankWireSettings,
  company: companySettings,
  incoterm: incotermSettings,
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

/**
 * The settings as stored: a new shop has no bank account (null) and empty company details until
 * the owner sets them, so no buyer is ever shown an example account to wire money to. The company's
 * phone and email may be set on the brand page before the rest.
 */
export const storedShopSettings = shopSettings.extend({
  bankWire: bankWireSettings.nullable(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    registrationNumber: z.string().optional(),
    taxNumber: z.string().optional(),
  }),
});
export type StoredShopSettings = z.infer<typeof storedShopSettings>;

const getSettings = defineAdminCall({
  path: 'settings/get',
  permission: 'settings.manage',
  mutates: false,
  summary: 'The shop settings',
  request: emptyRequest,
  response: storedShopSettings,
});

const updateSettings = defineAdminCall({
  path: 'settings/update',
  permission: 'settings.manage',
  mutates: true,
  summary: 'Change some of the shop settings (the pay page shows the new ones at once)',
  request: shopSettings.partial(),
  response: storedShopSettings,
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
  request: emptyRequest,
  multipart: z.object({ kind: z.enum(BRAND_IMAGE_KINDS), file: filePart }),
  response: z.object({
    fileId: z.number().int(),
    fileUrl: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

// ---------------------------------------------------------------- USDT on chain (decision 025)

const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Enter an address: 0x and 40 hexadecimal characters');

/** An RPC endpoint: http(s), often with the provider's key in it, so it never leaves the server. */
const rpcUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((v) => /^https?:\/\/[^\s/]+/.test(v), 'Enter an http:// or https:// address');

/** The tokens a network may take: the stablecoins a vendor quotes at one US dollar. */
export const CHAIN_TOKEN_SYMBOLS = ['USDT', 'USDC'] as const;
export type ChainTokenSymbol = (typeof CHAIN_TOKEN_SYMBOLS)[number];

export const chainToken = z.object({
  symbol: z.enum(CHAIN_TOKEN_SYMBOLS, { message: 'The token is USDT or USDC' }),
  /** The token's contract on this network: only a Transfer event of this contract counts. */
  contract: evmAddress,
  decimals: z.number().int().min(0, 'Decimals are 0 to 36').max(36, 'Decimals are 0 to 36'),
});

const networkFields = {
  /** The network's name in the shop's data and on the pay page's switch: `ethereum`, `bsc`. */
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,24}$/, 'A key is 2 to 24 lowercase letters, digits and dashes'),
  name: line(60),
  /** The EVM chain id every RPC endpoint must answer (1 Ethereum, 56 BNB Chain, 137 Polygon, 42161 Arbitrum). */
  chainId: z
    .number()
    .int()
    .min(1, 'Enter the chain id')
    .max(2 ** 48, 'Enter the chain id'),
  enabled: z.boolean(),
  tokens: z
    .array(chainToken)
    .min(1, 'Add the token contract')
    .max(2, 'At most 2 tokens')
    .refine((t) => new Set(t.map((x) => x.symbol)).size === t.length, 'Each token once'),
  confirmations: z.number().int().min(1, 'At least 1 confirmation').max(500, 'At most 500 confirmations'),
  /** The vendor's own wallet address on this network, where the buyer sends the tokens. */
  receivingAddress: evmAddress,
  /** A transaction's page on the network's explorer, `{hash}` standing for the hash; null: no link. */
  explorerTxUrl: z
    .string()
    .trim()
    .max(300, 'At most 300 characters')
    .refine((v) => /^https:\/\/\S+$/.test(v) && v.includes('{hash}'), 'Enter an https:// address with {hash} in it')
    .nullable(),
};

export const chainNetworkInput = z.object({
  ...networkFields,
  /** Endpoints tried in this order; null keeps the ones stored for this key (they are never shown). */
  rpcUrls: z.array(rpcUrl).min(1, 'Enter an RPC address').max(5, 'At most 5 RPC addresses').nullable(),
});

const uniqueKeys = (networks: { key: string; chainId: number }[]) =>
  new Set(networks.map((n) => n.key)).size === networks.length &&
  new Set(networks.map((n) => n.chainId)).size === networks.length;

export const usdtSettingsInput = z.object({
  networks: z
    .array(chainNetworkInput)
    .max(8, 'At most 8 networks')
    .refine(uniqueKeys, 'Each network key and chain id once'),
  /** Hours a buyer paying in USDT has from the order's creation, when shorter than its expiry; null: the expiry. */
  payWithinHours: z.number().int().min(1, 'At least 1 hour').max(720, 'At most 720 hours').nullable(),
});
export type UsdtSettingsInput = z.input<typeof usdtSettingsInput>;

/** A network as the owner's page shows it: the RPC endpoints only by host, since their paths hold keys. */
export const chainNetworkView = z.object({
  ...networkFields,
  rpcHosts: z.array(z.string()),
});
export const usdtSettingsView = z.object({
  networks: z.array(chainNetworkView),
  payWithinHours: z.number().int().nullable(),
});
export type UsdtSettingsView = z.infer<typeof usdtSettingsView>;

const getUsdtSettings = defineAdminCall({
  path: 'settings/usdt',
  permission: 'settings.manage',
  mutates: false,
  summary: 'The USDT networks the shop takes payment on (RPC endpoints by host only)',
  request: emptyRequest,
  response: usdtSettingsView,
});

const saveUsdtSettings = defineAdminCall({
  path: 'settings/usdt/save',
  permission: 'settings.manage',
  mutates: true,
  summary:
    'Set the USDT networks (every network; an enabled one is offered on the pay page at once); rpcUrls null keeps the stored endpoints',
  request: usdtSettingsInput,
  response: usdtSettingsView,
});

export const settingsDesk = {
  get: getSettings,
  update: updateSettings,
  brand: getBrandSettings,
  saveBrand: saveBrandSettings,
  uploadBrandImage,
  usdt: getUsdtSettings,
  saveUsdt: saveUsdtSettings,
} as const;
