import { z } from 'zod';
import {
  adminId,
  adminInt,
  adminMoney,
  defineAdminCall,
  isoTime,
  moneyInput,
  pageRequest,
  pageResponse,
} from './call.ts';
import { orderStep } from './orders.ts';

// Payment-proof review (docs/backoffice.md sections 5 and 8). Only the amount finance received counts.

const approvePayment = defineAdminCall({
  path: 'payments/approve',
  permission: 'payments.review',
  mutates: true,
  summary: 'Approve a proof for the amount actually received (30 when covered, 25 when short)',
  request: z.object({
    proofId: adminId,
    receivedAmount: moneyInput.refine((v) => Number(v) > 0, 'The received amount must be more than 0'),
  }),
  response: orderStep,
});

const failPayment = defineAdminCall({
  path: 'payments/fail',
  permission: 'payments.review',
  mutates: true,
  summary: 'Fail a proof with the reason the buyer reads (10, or 25 when part was approved)',
  request: z.object({
    proofId: adminId,
    reason: z.string().trim().min(1, 'Enter the reason the buyer will read').max(500, 'At most 500 characters'),
  }),
  response: orderStep,
});

export const proofRow = z.object({
  proofId: z.number().int(),
  orderNo: z.string(),
  email: z.string(),
  financeStatus: z.number().int(),
  currentPayAmount: adminMoney,
  receivedAmount: adminMoney.nullable(),
  payableAmount: adminMoney,
  paidAmount: adminMoney,
  createTime: isoTime,
});

const listPayments = defineAdminCall({
  path: 'payments/list',
  permission: 'payments.review',
  mutates: false,
  summary: 'Payment proofs; awaiting review (0) lists the oldest first',
  request: pageRequest.extend({
    financeStatus: adminInt('financeStatus is 0, 1 or 2')
      .min(0, 'financeStatus is 0, 1 or 2')
      .max(2, 'financeStatus is 0, 1 or 2')
      .optional(),
  }),
  response: pageResponse(proofRow),
});

/**
 * One upload of a repair-payment proof (1-4 images sent together): financeStatus 0 while the
 * after-sale waits on it (status 33, payStatus 3), 1 once approved, 2 failed. The shop's upload
 * carries no declared amount, so the amounts are the quote's: payable, approved so far, and due.
 */
export const repairProofRow = z.object({
  afterSaleId: z.number().int(),
  email: z.string(),
  financeStatus: z.number().int(),
  /** The after-sale's payStatus now (3 under review, 4 balance due, 5 paid, 2 asked again). */
  payStatus: z.number().int(),
  payableAmount: adminMoney,
  paidAmount: adminMoney,
  /** What the quote still asks for: payable less approved, never below 0. */
  dueAmount: adminMoney,
  createTime: isoTime,
  files: z.array(z.object({ id: z.number().int(), fileName: z.string(), fileUrl: z.string() })),
});

const listRepairProofs = defineAdminCall({
  path: 'payments/repair-proofs',
  permission: 'payments.review',
  mutates: false,
  summary:
    'Repair-payment proofs of after-sales (signed image links); awaiting review (0) lists the oldest first. Review them with aftersales/proof/approve and aftersales/proof/fail',
  request: pageRequest.extend({
    financeStatus: adminInt('financeStatus is 0, 1 or 2')
      .min(0, 'financeStatus is 0, 1 or 2')
      .max(2, 'financeStatus is 0, 1 or 2')
      .optional(),
  }),
  response: pageResponse(repairProofRow),
});

/**
 * An order a coupon covers in full (payable 0) waits at 20 like a paid order under review: no wire
 * to look at, but finance still decides before the warehouse ships free machines.
 */
export const coveredOrderRow = z.object({
  orderNo: z.string(),
  email: z.string(),
  productAmount: adminMoney,
  couponAmount: adminMoney,
  payableAmount: adminMoney,
  /** The buyer's coupon that covered it (orders/get shows its type and value). */
  userCouponId: z.number().int().nullable(),
  createTime: isoTime,
});

const listCoveredOrders = defineAdminCall({
  path: 'payments/covered',
  permission: 'payments.review',
  mutates: false,
  summary: 'Orders with nothing to pay (a coupon covers them) waiting at 20 for finance to confirm, oldest first',
  request: pageRequest,
  response: pageResponse(coveredOrderRow),
});

const confirmCoveredOrder = defineAdminCall({
  path: 'payments/confirm-covered',
  permission: 'payments.review',
  mutates: true,
  summary:
    'Confirm an order with nothing to pay (20 -> 30, to the warehouse). To refuse it, cancel it with orders/cancel and a reason',
  request: z.object({ orderNo: z.string().trim().min(1, 'Enter the order number').max(64) }),
  response: orderStep,
});

/** A USDT transfer a buyer named for an order (decision 025): the worker verifies it, finance may fail it. */
export const chainPaymentRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  email: z.string(),
  /** The network's key in the USDT settings, and its name there (the key when no longer configured). */
  network: z.string(),
  networkName: z.string(),
  txHash: z.string(),
  /** ChainPaymentStatus: 0 verifying, 1 credited, 2 refused by the worker, 3 failed by finance. */
  status: z.number().int(),
  token: z.string().nullable(),
  /** USD (one token, one dollar, cut to cents) as the chain's Transfer event says; null until seen. */
  amount: adminMoney.nullable(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  submitTime: isoTime,
});

export const chainPaymentDetail = chainPaymentRow.extend({
  chainId: z.number().int(),
  /** Why the worker refused it or what it waits for; finance's reason once failed. */
  reason: z.string().nullable(),
  fromAddress: z.string().nullable(),
  tokenContract: z.string().nullable(),
  /** The Transfer's value in the token's smallest units, and the token's decimals. */
  amountUnits: z.string().nullable(),
  decimals: z.number().int().nullable(),
  overpaidAmount: adminMoney,
  blockNumber: z.string().nullable(),
  blockHash: z.string().nullable(),
  /** The explorer's pages of the transaction and of the sender, from the network's settings; null: none configured. */
  txUrl: z.string().nullable(),
  fromUrl: z.string().nullable(),
  checkTime: isoTime.nullable(),
  creditTime: isoTime.nullable(),
  /** Finance's reason; who failed it is in the audit log (payments.chain-fail). */
  failReason: z.string().nullable(),
  failTime: isoTime.nullable(),
  orderStatus: z.number().int(),
  payableAmount: adminMoney,
  paidAmount: adminMoney,
});

const chainStatus = adminInt('status is 0, 1, 2 or 3')
  .min(0, 'status is 0, 1, 2 or 3')
  .max(3, 'status is 0, 1, 2 or 3');

const listChainPayments = defineAdminCall({
  path: 'payments/chain',
  permission: 'payments.review',
  mutates: false,
  summary:
    'USDT transfers named for orders (decision 025), newest first; by status, network, and an order number or transaction hash',
  request: pageRequest.extend({
    status: chainStatus.optional(),
    network: z.string().trim().max(32).optional(),
    q: z.string().trim().max(80).optional(),
  }),
  /** `networks`: the configured networks by key and name (no endpoints), for the desk's filter. */
  response: pageResponse(chainPaymentRow).extend({
    networks: z.array(z.object({ key: z.string(), name: z.string() })),
  }),
});

const getChainPayment = defineAdminCall({
  path: 'payments/chain/get',
  permission: 'payments.review',
  mutates: false,
  summary: 'One chain payment: hash, network, sender, amount, block, confirmations, with explorer links',
  request: z.object({ id: adminId }),
  response: chainPaymentDetail,
});

const failChainPayment = defineAdminCall({
  path: 'payments/chain/fail',
  permission: 'payments.review',
  mutates: true,
  summary:
    'Fail a chain payment verifying or credited, with the reason the buyer reads; a credited one is taken back off the order (30 -> 25 or 10, 25 -> 10), refused once the order has shipped',
  request: z.object({
    id: adminId,
    reason: z.string().trim().min(1, 'Enter the reason the buyer will read').max(500, 'At most 500 characters'),
  }),
  response: orderStep.extend({ status: z.number().int() }),
});

export const paymentDesk = {
  approve: approvePayment,
  fail: failPayment,
  list: listPayments,
  listRepairProofs,
  listCovered: listCoveredOrders,
  confirmCovered: confirmCoveredOrder,
  listChain: listChainPayments,
  getChain: getChainPayment,
  failChain: failChainPayment,
} as const;
