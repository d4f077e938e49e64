import { z } from 'zod';
import { adminId, adminMoney, defineAdminCall, isoTime, pageRequest, pageResponse } from './call.ts';
import { orderStep } from './orders.ts';

// USDT transfers to the vendor's address that the watcher matched to no order (decision 025):
// finance's to look into, beside the chain payments of the payment desk.

/**
 * Why the watcher kept a transfer for finance instead of crediting it: `no-order`, no open order
 * awaits the amount (or the transfer predates it, or is not whole cents); `shared-amount`, the amount
 * is the one an open order holds and also the plain due shown to another open order awaiting USDT
 * with no amount of its own, so the amount alone cannot say whose it is (decision 025).
 */
export const UNMATCHED_REASONS = ['no-order', 'shared-amount'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const unmatchedTransferRow = z.object({
  id: z.number().int(),
  /** The network's key in the USDT settings and its name (the key when no longer configured). */
  network: z.string(),
  networkName: z.string(),
  chainId: z.number().int(),
  txHash: z.string(),
  logIndex: z.number().int(),
  token: z.string(),
  tokenContract: z.string(),
  fromAddress: z.string(),
  toAddress: z.string(),
  /** The transfer's value in USD (one token, one dollar), cut to cents. */
  amount: adminMoney,
  amountUnits: z.string(),
  blockNumber: z.string(),
  blockTime: isoTime,
  explorerUrl: z.string().nullable(),
  reason: z.enum(UNMATCHED_REASONS),
  /**
   * The open orders a `shared-amount` transfer could belong to when it was kept (the amount's holder,
   * then each order shown it as its plain due), with each order's status now, so finance sees one paid
   * or expired since; empty for `no-order`.
   */
  candidates: z.array(z.object({ orderNo: z.string(), orderStatus: z.number().int() })),
});

const listUnmatchedTransfers = defineAdminCall({
  path: 'payments/unmatched-transfers',
  permission: 'payments.review',
  mutates: false,
  summary:
    'Confirmed USDT transfers to the shop’s address that the watcher credited to no order (no order awaits the amount, or two open orders were shown it: `reason`, with those orders and their status now: `candidates`), newest first; a transfer a buyer’s claim holds (named by its hash) is left out while the claim holds it, and one marked returned is left out for good',
  request: pageRequest,
  response: pageResponse(unmatchedTransferRow),
});

const creditUnmatchedTransfer = defineAdminCall({
  path: 'payments/unmatched-transfers/credit',
  permission: 'payments.review',
  mutates: true,
  summary:
    'Credit a kept transfer to the order finance names, as a named hash is credited (the order to 30, or 25 when short; what goes beyond is due back); the order must await payment (10 or 25, not expired unless this transfer holds it open) and no claim or return may have taken the transfer',
  request: z.object({
    id: adminId,
    orderNo: z.string().trim().min(1, 'Enter the order number').max(64),
  }),
  response: orderStep.extend({ paymentId: z.number().int(), amount: adminMoney }),
});

const returnUnmatchedTransfer = defineAdminCall({
  path: 'payments/unmatched-transfers/return',
  permission: 'payments.review',
  mutates: true,
  summary:
    'Mark a kept transfer as dealt with outside the shop (its money returned to the sender, say), with a note of what was done: it leaves the unmatched list, holds no order open and pays none (a buyer naming its hash is refused); refused while a claim holds it, or when it was marked returned already',
  request: z.object({
    id: adminId,
    note: z
      .string()
      .trim()
      .min(1, 'Say what was done, e.g. the refund’s transaction or reference')
      .max(500, 'At most 500 characters'),
  }),
  response: z.object({ id: z.number().int(), txHash: z.string(), returnedAt: isoTime }),
});

export const chainTransferDesk = {
  listUnmatched: listUnmatchedTransfers,
  creditUnmatched: creditUnmatchedTransfer,
  returnUnmatched: returnUnmatchedTransfer,
} as const;
