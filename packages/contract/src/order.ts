import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { cartIdsField } from './cart.ts';
import { id, idField, intField, money, none, pagedSchema, pageRequest } from './envelope.ts';
import { buyerFileRef, fileModel } from './files.ts';
import { msg } from './messages.ts';

/** Order statuses (spec section 3). */
export const OrderStatus = {
  canceled: 0,
  unpaid: 10,
  paidPendingReview: 20,
  balancePayment: 25,
  unshipped: 30,
  partShipped: 35,
  shipped: 40,
  complete: 50,
} as const;

/** Order types (spec section 3). */
export const OrderType = { ordinary: 1, bulk: 2, repair: 3, prototype: 4, group: 5, parts: 6 } as const;

/** Finance review of a payment proof: 0 awaiting review, 1 approved, 2 failed. */
export const FinanceStatus = { awaiting: 0, approved: 1, failed: 2 } as const;

/** Logistics `sendStatus`: 1 awaiting the buyer's confirmation, 2 goods received. */
export const SendStatus = { awaitingConfirmation: 1, received: 2 } as const;

/** USD bank wire (spec section 9): the method the spec offers, and the only one while USDT is off. */
export const PAY_TYPE_USD = 3;
/**
 * A stablecoin transfer verified on chain (docs/contract.md section 8, an extension): offered only
 * when the vendor turned USDT on. Not 1 or 2, so the spec's pay-button rule holds for it.
 */
export const PAY_TYPE_USDT = 4;

/** A chain payment: 0 verifying (not seen, or waiting for confirmations), 1 credited, 2 refused, 3 failed by finance. */
export const ChainPaymentStatus = { verifying: 0, credited: 1, refused: 2, failed: 3 } as const;
export const PROOF_MAX_IMAGES = 4;
export const PROOF_AMOUNT_MAX_LENGTH = 10;

/** Statuses at which a buyer may upload a payment proof. */
export const PROOF_STATUSES: readonly number[] = [OrderStatus.unpaid, OrderStatus.balancePayment];
/** Statuses at which the storefront offers the pay button (spec section 2, "Sale order list"). */
export const PAYABLE_STATUSES: readonly number[] = [
  OrderStatus.unpaid,
  OrderStatus.paidPendingReview,
  OrderStatus.balancePayment,
];

/** The client's product amount: a number or a decimal string, compared with the server's in cents. */
const amountInput = z
  .union([z.string(), z.number()], { message: msg.pricesChanged })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, msg.pricesChanged));

export const createOrderRequest = z.object({
  cartIds: cartIdsField,
  userShippingAddressId: idField(msg.selectAddress),
  productAmount: amountInput,
  userCouponId: id.nullish().transform((v) => v ?? null),
});
export const createOrder = defineCall({
  path: shopPath('order/create'),
  auth: true,
  encrypted: false,
  summary:
    'Create an order from cart rows: stock locked and decremented, prices recomputed, at most one coupon, address snapshotted',
  request: createOrderRequest,
  response: z.object({ orderNo: z.string() }),
});

export const orderLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productClass: z.string(),
  categoryName: z.string(),
  sendCycleName: z.string(),
  price: money,
  productNum: z.number().int(),
  sendProductNum: z.number().int(),
  payableAmunt: money,
  mainImage: z.string(),
});

export const orderAddress = z.object({
  receiverName: z.string(),
  mobileCode: z.string(),
  mobile: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  receiverFirstAddr: z.string(),
  receiverTwoAddr: z.string(),
  /** The address parts joined for display. */
  address: z.string(),
  companyName: z.string(),
  code: z.string(),
  brokerName: z.string(),
  importerAddress: z.string(),
});

export const logisticsRecord = z.object({
  id: z.number().int(),
  logisticsName: z.string(),
  logisticsNo: z.string(),
  receiverName: z.string(),
  sendStatus: z.number().int(),
  shipTime: z.string(),
  logisticsProductRecordModels: z.array(
    z.object({
      productClass: z.string(),
      categoryName: z.string(),
      productNum: z.number().int(),
      /** The serial numbers of the machines in this shipment line, when the warehouse recorded them. */
      machineCodes: z.array(z.string()).optional(),
    }),
  ),
});

export const paymentProof = z.object({
  id: z.number().int(),
  fileModels: z.array(fileModel),
  /** What the buyer typed when uploading. */
  currentPayAmount: money,
  financeStatus: z.number().int(),
  createTime: z.string(),
  /** What finance received, once approved: the amount that counts toward paidAmount. */
  receivedAmount: money.nullable(),
  /** Why finance failed it: the buyer reads it. */
  reviewNote: z.string().nullable(),
});

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderType: z.number().int(),
  orderStatus: z.number().int(),
  payType: z.number().int(),
  /** `USD` for payType 3, empty while no method is chosen. */
  payTypeStr: z.string(),
  productAmount: money,
  couponAmount: money,
  discountAmount: money,
  /** Spelt so on the wire (spec section 3). */
  payableAmunt: money,
  /** What finance received on the approved proofs (never the amounts typed by the buyer). */
  paidAmount: money,
  createTime: z.string(),
  /** When an unpaid order without a proof expires. */
  expireTime: z.string(),
  orderDetailModels: z.array(orderLine),
  orderAddressModels: z.array(orderAddress),
  logisticsModels: z.array(logisticsRecord),
  orderAgingModels: z.array(paymentProof),
});
export type Order = z.infer<typeof order>;
export type OrderLine = z.infer<typeof orderLine>;
export type PaymentProof = z.infer<typeof paymentProof>;
export type LogisticsRecord = z.infer<typeof logisticsRecord>;

export const getOrderPagerRequest = pageRequest.extend({
  statusList: z
    .array(intField('statusList is a list of status codes', { min: 0, max: 99 }), {
      message: 'statusList is a list of status codes',
    })
    .max(10)
    .nullish()
    .transform((v) => v ?? []),
});
export const getOrderPager = defineCall({
  path: shopPath('order/getPager'),
  auth: true,
  encrypted: false,
  summary: "The buyer's orders, newest first; `statusList` empty means all",
  request: getOrderPagerRequest,
  response: pagedSchema(order),
});

export const orderNoField = z
  .string({ message: 'Order not found' })
  .trim()
  .min(1, 'Order not found')
  .max(32, 'Order not found');

export const getOrderByOrderNo = defineCall({
  path: shopPath('order/getByOrderNo'),
  auth: true,
  encrypted: false,
  summary: 'One of the buyer’s orders with its lines, address, shipments and payment proofs',
  request: z.object({ orderNo: orderNoField }),
  response: order,
});

export const updatePayMethodRequest = z.object({
  orderNo: orderNoField,
  /** 3; 4 too while USDT is on (docs/contract.md section 8), else refused with the same message. */
  payType: intField(msg.payMethodOnlyUsd, { min: PAY_TYPE_USD, max: PAY_TYPE_USDT }),
});
export const updatePayMethod = defineCall({
  path: shopPath('order/updatePayMethod'),
  auth: true,
  encrypted: false,
  summary: 'Choose the payment method: 3 USD bank wire; 4 USDT on chain while the vendor offers it',
  request: updatePayMethodRequest,
  response: none,
});

/**
 * The proof amount as typed: at most 10 characters, digits and one decimal point, above 0, at most
 * two decimals (spec section 5, "Payment proof").
 */
export const proofAmountField = z
  .union([z.string(), z.number()], { message: msg.amountRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, msg.amountRequired)
      .max(PROOF_AMOUNT_MAX_LENGTH, msg.amountLength)
      .regex(/^\d+(\.\d{1,2})?$/, msg.amountFormat)
      .refine((v) => Number(v) > 0, { message: msg.amountFormat }),
  );

/** What the amount input keeps of a keystroke: digits and the first point, no leading point. */
export function sanitizeAmountInput(raw: string): string {
  const digitsAndPoints = raw.replace(/[^\d.]/g, '').replace(/^\.+/, '');
  const first = digitsAndPoints.indexOf('.');
  const single =
    first === -1
      ? digitsAndPoints
      : digitsAndPoints.slice(0, first + 1) + digitsAndPoints.slice(first + 1).replace(/\./g, '');
  return single.slice(0, PROOF_AMOUNT_MAX_LENGTH);
}

export const createPaymentProofRequest = z.object({
  orderNo: orderNoField,
  fileModels: z
    .array(buyerFileRef('paymentProof'), { message: msg.uploadFileFirst })
    .min(1, msg.uploadFileFirst)
    .max(PROOF_MAX_IMAGES, msg.proofImagesMax),
  currentPayAmount: proofAmountField,
});
export const createPaymentProof = defineCall({
  path: shopPath('order/aging/create'),
  auth: true,
  encrypted: false,
  summary: 'Upload a bank transfer proof (1..4 images and the amount) at status 10 or 25',
  request: createPaymentProofRequest,
  response: none,
});

export const confirmLogistics = defineCall({
  path: shopPath('order/logistics/confirm'),
  auth: true,
  encrypted: false,
  summary: 'Confirm a shipment was received (sendStatus 1 -> 2)',
  request: z.object({ id }),
  response: none,
});

/** The vendor's bank account the pay page shows: the owner edits it in the back office's settings. */
export const bankWireInfo = z.object({
  beneficiary: z.string(),
  beneficiaryAddress: z.string(),
  bank: z.string(),
  bankAddress: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  currency: z.string(),
});
export type BankWireInfo = z.infer<typeof bankWireInfo>;

export const getPayInfo = defineCall({
  path: shopPath('order/payInfo'),
  auth: false,
  encrypted: false,
  summary:
    "The bank-wire instructions (null until the owner sets them) and the vendor's company details shown on the pay page",
  request: z.object({}),
  response: z.object({
    bankWire: bankWireInfo.nullable(),
    company: z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() }),
  }),
});

// ---------------------------------------------------------------- USDT on chain (docs/contract.md section 8)

export const txHashField = z
  .string({ message: 'Paste the transaction hash: 0x and 64 hexadecimal characters' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Paste the transaction hash: 0x and 64 hexadecimal characters')
  .transform((v) => v.toLowerCase());

/** One network and token the buyer may pay an order with, and exactly what to send. */
export const usdtOffer = z.object({
  network: z.string(),
  networkName: z.string(),
  chainId: z.number().int(),
  token: z.string(),
  tokenContract: z.string(),
  decimals: z.number().int(),
  receivingAddress: z.string(),
  confirmations: z.number().int(),
  /**
   * What to send, in tokens (one token, one US dollar): what is still due plus the order's `tail`,
   * `1200.87` for 1200.50 due.
   */
  amount: money,
  /** The same in the token's smallest units, as wallets take it. */
  amountUnits: z.string(),
});

export const chainPaymentModel = z.object({
  txHash: z.string(),
  network: z.string(),
  networkName: z.string(),
  /** ChainPaymentStatus. */
  status: z.number().int(),
  /** Why it was refused, or what it waits for, in words for the buyer; null when nothing to say. */
  reason: z.string().nullable(),
  token: z.string().nullable(),
  fromAddress: z.string().nullable(),
  /** Credited USD, from the chain's Transfer event; null until seen. */
  amount: money.nullable(),
  overpaidAmount: money,
  blockNumber: z.string().nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  explorerUrl: z.string().nullable(),
  submitTime: z.string(),
});
export type ChainPaymentModel = z.infer<typeof chainPaymentModel>;

export const usdtPayInfo = z.object({
  orderNo: z.string(),
  orderStatus: z.number().int(),
  payType: z.number().int(),
  /** What is still due in USD: payable less what was received. */
  due: money,
  /**
   * The cents added to what is due so the shop knows the transfer by its amount, with no hash named
   * (unique among the orders awaiting USDT); `0.00` when the order has none (then name the hash).
   */
  tail: money,
  /** Pay before this: the order's expiry, or sooner when the vendor gives crypto payments less time. */
  deadline: z.string(),
  /**
   * Set once `deadline` has passed while the order, paying by its own amount, is kept open for a
   * transfer sent in time to gather its confirmations: when it closes if none arrives. No new transfer
   * is asked for then (decision 025).
   */
  confirmingUntil: z.string().optional(),
  /** Empty while USDT is off. */
  offers: z.array(usdtOffer),
  payments: z.array(chainPaymentModel),
  /**
   * Transfers of exactly the amount shown to this order that arrived but were shown to another order
   * too, so they wait for the hash that claims them (or finance) while the order is kept open; empty
   * unless the order awaits payment. Nothing about the other order or the sender (decision 025).
   */
  sharedTransfers: z.array(
    z.object({ amount: money, token: z.string(), networkName: z.string(), arrivedAt: z.string() }),
  ),
});
export type UsdtPayInfo = z.infer<typeof usdtPayInfo>;

export const getUsdtPayInfo = defineCall({
  path: shopPath('order/usdt/get'),
  auth: true,
  encrypted: false,
  summary: "USDT instructions for one of the buyer's orders and its chain payments with their confirmations",
  request: z.object({ orderNo: orderNoField }),
  response: usdtPayInfo,
});

export const submitChainPaymentRequest = z.object({
  orderNo: orderNoField,
  network: z
    .string({ message: 'Choose the network you paid on' })
    .trim()
    .min(1, 'Choose the network you paid on')
    .max(24),
  txHash: txHashField,
});
export const submitChainPayment = defineCall({
  path: shopPath('order/usdt/submit'),
  auth: true,
  encrypted: false,
  summary:
    'Name the transaction that paid an order in USDT (status 10 or 25); the shop verifies it on chain and credits it after the confirmations',
  request: submitChainPaymentRequest,
  response: chainPaymentModel,
});

// ---------------------------------------------------------------- trade documents (docs/contract.md section 9)

/** PI proforma invoice, INV commercial invoice, PL packing list, CN credit note (decision 026). */
export const tradeDocumentKind = z.enum(['PI', 'INV', 'PL', 'CN']);
export type TradeDocumentKind = z.infer<typeof tradeDocumentKind>;

/** One of an order's trade documents, as the buyer's and the staff's lists show it. */
export const tradeDocumentModel = z.object({
  id: z.number().int(),
  kind: tradeDocumentKind,
  /** `INV-2026-000123`. */
  number: z.string(),
  /** The shipment (logistics record) an invoice or packing list is for; null for a PI or CN. */
  shipmentId: z.number().int().nullable(),
  issueTime: z.string(),
  /** false while its PDF is being rendered (seconds after it was issued). */
  ready: z.boolean(),
  /** The number of the correction that replaced it; it stays downloadable. Null while it stands. */
  replacedBy: z.string().nullable(),
  /** The number of the document this one corrects. */
  replaces: z.string().nullable(),
});
export type TradeDocumentModel = z.infer<typeof tradeDocumentModel>;

/** A document's PDF to fetch: a same-origin GET, signed, that expires within a minute. */
export const tradeDocumentLink = z.object({
  number: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  fileSize: z.number().int(),
  /** SHA-256 of the PDF's bytes, recorded when it was rendered: every download answers these bytes. */
  sha256: z.string(),
});
export type TradeDocumentLink = z.infer<typeof tradeDocumentLink>;

export const documentMessages = {
  beingPrepared: 'This document is being prepared. Please try again in a moment.',
};

export const getOrderDocuments = defineCall({
  path: shopPath('order/document/getList'),
  auth: true,
  encrypted: false,
  summary: 'The trade documents of one of the buyer’s orders, oldest first, the replaced ones marked',
  request: z.object({ orderNo: orderNoField }),
  response: z.array(tradeDocumentModel),
});

export const downloadOrderDocument = defineCall({
  path: shopPath('order/document/download'),
  auth: true,
  encrypted: false,
  summary:
    'A signed link (one minute) to the PDF of one of the buyer’s documents; waits a few seconds for one still being rendered',
  request: z.object({ id }),
  response: tradeDocumentLink,
});

export const orderCalls = {
  getPayInfo,
  createOrder,
  getOrderPager,
  getOrderByOrderNo,
  updatePayMethod,
  createPaymentProof,
  confirmLogistics,
  getUsdtPayInfo,
  submitChainPayment,
  getOrderDocuments,
  downloadOrderDocument,
};
