import { z } from 'zod';
import { emailField, mobileField, phoneCountryCodeField } from './auth.ts';
import { defineCall, shopPath } from './call.ts';
import { empty, idField, intField, isoDateTime, none, pagedSchema, pageRequest } from './envelope.ts';
import { msg } from './messages.ts';

// ---------------------------------------------------------------- downloads

/** A manual or firmware file (docs/domain.md S3). `id` is what `file/downloadSource?id=` takes. */
export const productFileModel = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** Bytes; the storefront shows MB. */
  fileSize: z.number().int(),
  fileUrl: z.string(),
  createTime: isoDateTime,
  moduleRemark: z.string(),
});
export type ProductFileModel = z.infer<typeof productFileModel>;

export const productDownloads = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productCategoryName: z.string(),
  manualFileModels: z.array(productFileModel),
  firmwareFileModels: z.array(productFileModel),
});
export type ProductDownloads = z.infer<typeof productDownloads>;

export const getFirmwareList = defineCall({
  path: shopPath('product/firmware/getList'),
  auth: false,
  encrypted: false,
  summary: 'Manuals and firmware per product, newest first within each',
  request: empty,
  response: z.array(productDownloads),
});

// ---------------------------------------------------------------- FAQ

export const faqItem = z.object({
  id: z.number().int(),
  /** The question. */
  content: z.string(),
  /** The answer, sanitised HTML. */
  answerContent: z.string(),
  /** 1 = hot. */
  type: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItem>;

export const getQuestionPager = defineCall({
  path: shopPath('question/answer/getPager'),
  auth: false,
  encrypted: false,
  summary: 'Paged FAQ, hot items first',
  request: pageRequest,
  response: pagedSchema(faqItem),
});

// ---------------------------------------------------------------- SN lookup

/** Warranty of a device (docs/domain.md S3): 1 under, 0 over, -1 unknown. */
export const Warranty = { under: 1, over: 0, unknown: -1 } as const;

export const machineCodeField = z
  .string({ message: msg.enterSn })
  .trim()
  .min(1, msg.enterSn)
  .max(64, msg.snFormat)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, msg.snFormat);

export const machineInfo = z.object({
  machineCode: z.string(),
  productCategoryName: z.string(),
  /** Hashrate level measured at the factory, only when recorded. */
  computingPower: z.string().nullable(),
  afterEndTime: isoDateTime.nullable(),
  afterEndPlateTime: isoDateTime.nullable(),
  machineWarranty: z.number().int(),
  boardWarranty: z.number().int(),
  /** Whole days of machine (board) warranty left; 0 when over, null when unknown. */
  machineWarrantyDays: z.number().int().nullable(),
  boardWarrantyDays: z.number().int().nullable(),
});
export type MachineInfo = z.infer<typeof machineInfo>;

export const getByMachineCode = defineCall({
  path: '/{provider}/logistics/product/info/getByMachineCode',
  auth: false,
  encrypted: false,
  summary: "A device's serial, hashrate level and warranty (1 under, 0 over, -1 unknown) by its SN",
  request: z.object({ machineCode: machineCodeField }),
  response: machineInfo,
});

// ---------------------------------------------------------------- bulk enquiry

/** The bulk form's contact choices (docs/domain.md S9), Telegram first and by default. */
export const BULK_CONTACT_TYPES = ['Telegram', 'WeChat', 'WhatsApp'] as const;
export type BulkContactType = (typeof BULK_CONTACT_TYPES)[number];
export const DEFAULT_BULK_CONTACT_TYPE: BulkContactType = 'Telegram';
/** The wire field that carries each contact choice's value. */
export const bulkContactField = { Telegram: 'telegram', WeChat: 'weChat', WhatsApp: 'whatsApp' } as const;
export const BULK_DEFAULT_QUANTITY = 100;

/**
 * Machines that cannot be enquired about in bulk (docs/domain.md S5): an alias containing `x4`
 * together with `mini`, `1u` or `server`. One rule for the form's choice list and the server.
 */
export function isBulkExcluded(aliasName: string): boolean {
  const alias = aliasName.toLowerCase();
  return alias.includes('x4') && (alias.includes('mini') || alias.includes('1u') || alias.includes('server'));
}

const optionalText = (max: number) =>
  z
    .string({ message: msg.textTooLong(max) })
    .trim()
    .max(max, msg.textTooLong(max))
    .optional()
    .default('');

/** MW as a number: the form sends its text, a client may send a JSON number; kept as the text. */
const capacityField = z
  .union(
    [
      z.number({ message: msg.bulkCapacityFormat }).nonnegative(msg.bulkCapacityFormat).transform(String),
      z.string({ message: msg.bulkCapacityFormat }),
    ],
    {
      message: msg.bulkCapacityFormat,
    },
  )
  .pipe(
    z
      .string()
      .trim()
      .max(10, msg.bulkCapacityFormat)
      .regex(/^(\d+(\.\d+)?)?$/, msg.bulkCapacityFormat),
  )
  .optional()
  .default('');

export const purchasePlanRequest = z
  .object({
    name: z
      .string({ message: msg.bulkNameRequired })
      .trim()
      .min(1, msg.bulkNameRequired)
      .max(100, msg.textTooLong(100)),
    country: z.string({ message: msg.selectCountry }).trim().min(1, msg.selectCountry).max(100, msg.selectCountry),
    email: emailField,
    mobile: mobileField,
    mobileCode: phoneCountryCodeField,
    productId: idField(msg.bulkProductRequired),
    /** Shown to staff as sent; the server keeps the catalogue's own name beside it. */
    productName: optionalText(200),
    productNum: intField(msg.bulkQuantity, { min: 1, max: 99999 }).default(BULK_DEFAULT_QUANTITY),
    companyName: optionalText(200),
    address: optionalText(300),
    /** MW. */
    currentCapacity: capacityField,
    /** MW. */
    futurePlannedCapacity: capacityField,
    /** Whether and how the contact already runs the vendor's machines. */
    hashforgeUsage: optionalText(300),
    /** Which of telegram, weChat, whatsApp carries the required social contact. */
    contactType: z
      .enum(BULK_CONTACT_TYPES, { message: msg.bulkContactTypeRequired })
      .default(DEFAULT_BULK_CONTACT_TYPE),
    telegram: optionalText(100),
    weChat: optionalText(100),
    whatsApp: optionalText(100),
    facebook: optionalText(200),
    instagram: optionalText(200),
    otherContactKey: optionalText(50),
    otherContactValue: optionalText(200),
  })
  .superRefine(
    (v, ctx) => {
      const type = BULK_CONTACT_TYPES.includes(v.contactType) ? v.contactType : DEFAULT_BULK_CONTACT_TYPE;
      const field = bulkContactField[type];
      const value: unknown = v[field];
      if (typeof value !== 'string' || value.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: msg.bulkContactRequired(type) });
      }
    },
    // Checked even when other fields failed, so a form shows every missing field at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PurchasePlanRequest = z.input<typeof purchasePlanRequest>;

export const createPurchasePlan = defineCall({
  path: shopPath('purchase/plan/create'),
  auth: false,
  encrypted: false,
  summary: 'Send a bulk purchase enquiry; sales (BD) contact the sender',
  request: purchasePlanRequest,
  response: none,
});

export const supportCalls = { getFirmwareList, getQuestionPager, getByMachineCode, createPurchasePlan };
