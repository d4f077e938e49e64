import { z } from 'zod';
import { addressFields } from './address.ts';
import { emailField } from './auth.ts';
import { defineCall, shopPath } from './call.ts';
import { id, isoDateTime, money, none, pagedSchema, pageRequest } from './envelope.ts';
import { buyerFileRef, fileModel } from './files.ts';
import { msg } from './messages.ts';
import { machineCodeField } from './support.ts';

/**
 * After-sale status codes (docs/domain.md S4). 30 and 31 both mean the vendor has the devices:
 * 30 received as announced, 31 received with a discrepancy staff noted in a message
 * (docs/decisions/005-after-sale-states.md). A rejected application is closed at 50 with a service
 * message that says why: the spec names no other terminal code.
 */
export const AfterSaleStatus = {
  pending: 10,
  waitingShipment: 20,
  customerShipped: 25,
  received: 30,
  receivedWithNote: 31,
  processing: 33,
  maintenance: 36,
  vendorShipped: 40,
  customerReceipt: 45,
  completed: 50,
} as const;
export type AfterSaleStatusCode = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus];

/** Repair payment state (decision 005): 0 pending diagnosis, 1 free, 2 waiting payment, 3 proof under review, 4 balance due, 5 paid, waiting maintenance. */
export const AfterSalePayStatus = {
  pending: 0,
  free: 1,
  waitingPayment: 2,
  processingPayment: 3,
  balancePayment: 4,
  waitingMaintenance: 5,
} as const;
export type AfterSalePayStatusCode = (typeof AfterSalePayStatus)[keyof typeof AfterSalePayStatus];

/** Message authors: 1 the buyer, anything else the vendor's service. */
export const AfterSaleUserType = { customer: 1, service: 2 } as const;

/** docs/domain.md S9. */
export const AFTER_SALE_MAX_SERIALS = 5;
export const AFTER_SALE_MAX_PROBLEM_IMAGES = 2;
export const AFTER_SALE_MAX_PROOF_IMAGES = 4;
export const AFTER_SALE_PAGE_SIZE = 10;
export const AFTER_SALE_MESSAGE_MAX = 2000;
/** A request at 45 (buyer confirmed receipt) completes by itself after this many days. */
export const AFTER_SALE_AUTO_COMPLETE_DAYS = 14;

/** The buyer may upload return logistics only at 20 (docs/domain.md S4). */
export function canUploadReturnLogistics(status: number): boolean {
  return status === AfterSaleStatus.waitingShipment;
}
/** At 33 with payStatus 2 or 4 the buyer may upload a repair payment proof. */
export function canUploadRepairProof(status: number, payStatus: number): boolean {
  return (
    status === AfterSaleStatus.processing &&
    (payStatus === AfterSalePayStatus.waitingPayment || payStatus === AfterSalePayStatus.balancePayment)
  );
}
export function canConfirmReceipt(status: number): boolean {
  return status === AfterSaleStatus.vendorShipped;
}
/** Messages until the request is closed at 50. */
export function canLeaveMessage(status: number): boolean {
  return status < AfterSaleStatus.completed;
}
/** payStatus 0 hides payment information; 2 or more shows amount, quotation and proofs. */
export function showsPaymentInfo(payStatus: number): boolean {
  return payStatus >= AfterSalePayStatus.waitingPayment;
}

// ---------------------------------------------------------------- application

const requiredText = (required: string, max: number) =>
  z.string({ message: required }).trim().min(1, required).max(max, msg.textTooLong(max));

/**
 * Serials as the form sends them: up to five inputs, blanks ignored (an input left empty is not a
 * device), at least one filled, each a well-formed SN, none twice.
 */
export const machineCodeListField = z
  .array(z.string({ message: msg.serialRequired }), { message: msg.serialRequired })
  .max(AFTER_SALE_MAX_SERIALS, msg.serialMax)
  .transform((list) => list.map((code) => code.trim()).filter((code) => code.length > 0))
  .pipe(
    z
      .array(machineCodeField)
      .min(1, msg.serialRequired)
      .refine((list) => new Set(list.map((c) => c.toUpperCase())).size === list.length, msg.serialDuplicate),
  );

/**
 * The application form (spec section 5). Zod reports issues in the order of the shape's keys, so
 * the first message (`msg` of the answer) follows the spec's order: name, email, phone country
 * code, mobile, serials, description, images.
 */
export const createAfterSaleRequest = z.object({
  userName: requiredText(msg.afterSaleNameRequired, 100),
  email: emailField,
  mobileCode: z
    .string({ message: msg.phoneCodeRequired })
    .trim()
    .min(1, msg.phoneCodeRequired)
    .regex(/^\+?\d{1,4}(-\d{1,4})?$/, msg.phoneCodeRequired)
    .transform((v) => (v.startsWith('+') ? v : `+${v}`)),
  mobile: z
    .string({ message: msg.phoneRequired })
    .trim()
    .min(1, msg.phoneRequired)
    .regex(/^[0-9 ()-]{4,25}$/, msg.phoneFormat)
    .transform((v) => v.replace(/[ ()-]/g, '')),
  machineCodeList: machineCodeListField,
  describes: requiredText(msg.describesRequired, AFTER_SALE_MESSAGE_MAX),
  productFileModels: z
    .array(buyerFileRef('afterSalePhoto'), { message: msg.problemImageRequired })
    .min(1, msg.problemImageRequired)
    .max(AFTER_SALE_MAX_PROBLEM_IMAGES, msg.problemImagesMax),
  /** '1' agrees to pay for a repair that is not covered, '0' declines. */
  payIntention: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(['1', '0'], { message: msg.payIntentionRequired }),
  ),
});
export type CreateAfterSaleForm = z.input<typeof createAfterSaleRequest>;
export type CreateAfterSaleInput = z.output<typeof createAfterSaleRequest>;

export const createAfterSale = defineCall({
  path: shopPath('after/sale/question/create'),
  auth: true,
  encrypted: false,
  summary: 'Apply for an after-sale repair: contact, up to 5 serials (warranty looked up per device), 1-2 photos',
  request: createAfterSaleRequest,
  response: z.object({ id: z.number().int() }),
});

// ---------------------------------------------------------------- answers

export const questionCodeModel = z.object({
  machineCode: z.string(),
  /** Warranty: 1 under, 0 over, -1 unknown. */
  status: z.number().int(),
  productCategoryName: z.string(),
});
export type QuestionCodeModel = z.infer<typeof questionCodeModel>;

export const repairPartsModel = z.object({
  id: z.number().int(),
  name: z.string(),
  partsNum: z.number().int(),
  salePrice: money,
  repairPrice: money,
});
export type RepairPartsModel = z.infer<typeof repairPartsModel>;

export const userAfterSaleLogisticsModel = z.object({ logisticsName: z.string(), logisticsNo: z.string() });

export const afterSaleAddressModel = z.object({
  receiverName: z.string(),
  mobileCode: z.string(),
  mobile: z.string(),
  /** Joined as a courier writes it. */
  address: z.string(),
});

/**
 * The vendor's side, shown above status 10: from approval, the service centre the buyer ships to
 * (`merchantsLogistic*`); from 40, also the carrier and tracking number of the repaired devices
 * (empty strings before).
 */
export const companyAfterSaleLogisticsModel = z.object({
  logisticsName: z.string(),
  logisticsNo: z.string(),
  merchantsLogisticName: z.string(),
  merchantsLogisticPhone: z.string(),
  merchantsLogisticAddress: z.string(),
});

export const afterSaleQuestionRecordModel = z.object({
  id: z.number().int(),
  /** 1 the buyer, otherwise the vendor's service. */
  userType: z.number().int(),
  createTime: isoDateTime,
  /** Sanitised HTML. */
  content: z.string(),
});
export type AfterSaleRecordModel = z.infer<typeof afterSaleQuestionRecordModel>;

/** The request with every field of spec section 3. */
export const afterSale = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  mobileCode: z.string(),
  describes: z.string(),
  machineCodeList: z.array(z.string()),
  productFileModels: z.array(fileModel),
  payIntention: z.string(),
  status: z.number().int(),
  payStatus: z.number().int(),
  /** The repair quote; null until staff quote a paid repair. */
  payAmount: money.nullable(),
  /** What staff have approved of the buyer's payments so far (payStatus 4 means payAmount - paidAmount is due). */
  paidAmount: money,
  createTime: isoDateTime,
  proposalFileModels: z.array(fileModel),
  repairPartsModels: z.array(repairPartsModel),
  proofFileModels: z.array(fileModel),
  questionCodeModels: z.array(questionCodeModel),
  userAfterSaleLogisticsModel: userAfterSaleLogisticsModel.nullable(),
  afterSaleAddressModel: afterSaleAddressModel.nullable(),
  companyAfterSaleLogisticsModel: companyAfterSaleLogisticsModel.nullable(),
  afterSaleQuestionRecordModels: z.array(afterSaleQuestionRecordModel),
});
export type AfterSale = z.infer<typeof afterSale>;

export const afterSaleListItem = z.object({
  id: z.number().int(),
  describes: z.string(),
  status: z.number().int(),
  payStatus: z.number().int(),
  machineCodeList: z.array(z.string()),
  createTime: isoDateTime,
});
export type AfterSaleListItem = z.infer<typeof afterSaleListItem>;

export const getAfterSalePager = defineCall({
  path: shopPath('after/sale/question/getPager'),
  auth: true,
  encrypted: false,
  summary: "The buyer's after-sale requests, newest first",
  request: pageRequest,
  response: pagedSchema(afterSaleListItem),
});

export const getAfterSale = defineCall({
  path: shopPath('after/sale/question/get'),
  auth: true,
  encrypted: false,
  summary: "One of the buyer's after-sale requests with logistics, quote, proofs and messages",
  request: z.object({ id }),
  response: afterSale,
});

// ---------------------------------------------------------------- buyer actions

export const confirmAfterSaleReceipt = defineCall({
  path: shopPath('after/sale/question/confirm/receive'),
  auth: true,
  encrypted: false,
  summary: 'The buyer confirms the repaired devices arrived (40 -> 45)',
  request: z.object({ id }),
  response: none,
});

export const uploadAfterSaleProofRequest = z.object({
  id,
  proofFileModels: z
    .array(buyerFileRef('repairProof'), { message: msg.uploadFileFirst })
    .min(1, msg.uploadFileFirst)
    .max(AFTER_SALE_MAX_PROOF_IMAGES, msg.afterSaleProofMax),
});
export const uploadAfterSaleProof = defineCall({
  path: shopPath('after/sale/question/uploadProof'),
  auth: true,
  encrypted: false,
  summary: 'The buyer uploads 1-4 images proving the repair payment (at 33 with payStatus 2 or 4)',
  request: uploadAfterSaleProofRequest,
  response: none,
  // `submit success` like the order proof: the dialog closes on it.
});

export const createAfterSaleRecordRequest = z.object({
  afterSaleId: id,
  content: z
    .string({ message: msg.messageRequired })
    .trim()
    .min(1, msg.messageRequired)
    .max(AFTER_SALE_MESSAGE_MAX, msg.textTooLong(AFTER_SALE_MESSAGE_MAX)),
});
export const createAfterSaleRecord = defineCall({
  path: shopPath('after/sale/question/record/create'),
  auth: true,
  encrypted: false,
  summary: 'The buyer leaves a message on a request (until it is completed); HTML is sanitised',
  request: createAfterSaleRecordRequest,
  response: none,
});

/** The fields of a new return address (spec section 5, "Logistics dialog"). */
export const afterSaleNewAddressFields = addressFields.pick({
  receiverName: true,
  receiverFirstAddr: true,
  receiverTwoAddr: true,
  country: true,
  city: true,
  postcode: true,
  mobileCode: true,
  mobile: true,
});
export type AfterSaleNewAddress = z.output<typeof afterSaleNewAddressFields>;

const logisticsFields = z.object({
  afterSaleId: id,
  logisticsCompany: requiredText(msg.logisticsCompanyRequired, 100),
  logisticsNo: requiredText(msg.logisticsNoRequired, 60),
});
const withSavedAddress = logisticsFields.extend({ userShippingId: id });
const withNewAddress = logisticsFields.extend(afterSaleNewAddressFields.shape);

/**
 * Return logistics with either a saved address (`userShippingId`) or a new one. A body that names
 * `userShippingId` is the saved-address form; anything else is checked as a new address, so the
 * buyer sees the address's own messages rather than a union's generic one.
 */
export const createAfterSaleAddressRequest = z.looseObject({}).transform((body, ctx) => {
  const saved = body.userShippingId !== undefined && body.userShippingId !== null && body.userShippingId !== '';
  const result = saved ? withSavedAddress.safeParse(body) : withNewAddress.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return saved
    ? { kind: 'saved' as const, ...(result.data as z.output<typeof withSavedAddress>) }
    : { kind: 'new' as const, ...(result.data as z.output<typeof withNewAddress>) };
});
export type CreateAfterSaleAddressInput = z.output<typeof createAfterSaleAddressRequest>;

export const createAfterSaleAddress = defineCall({
  path: shopPath('after/sale/address/create'),
  auth: true,
  encrypted: false,
  summary: 'The buyer submits return logistics and the address to ship the repaired devices to (20 -> 25)',
  request: createAfterSaleAddressRequest,
  response: none,
});

export const afterSaleCalls = {
  getAfterSalePager,
  createAfterSale,
  getAfterSale,
  confirmAfterSaleReceipt,
  uploadAfterSaleProof,
  createAfterSaleRecord,
  createAfterSaleAddress,
};
