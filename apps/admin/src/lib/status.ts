/**
 * Every status the back office shows, one table per kind: the label staff read and the tone of its
 * badge. Codes and labels as in the spec (section 3): orders 0..50, payment proofs' financeStatus,
 * KYC. A code missing from a table shows as "Unknown (n)" in grey, never as a wrong label.
 */
export type Tone = 'grey' | 'blue' | 'amber' | 'orange' | 'green' | 'red' | 'violet' | 'teal';

export interface StatusInfo {
  label: string;
  tone: Tone;
}

export const ORDER_STATUS: Record<number, StatusInfo> = {
  0: { label: 'Canceled', tone: 'grey' },
  10: { label: 'Unpaid', tone: 'amber' },
  20: { label: 'Paid, pending review', tone: 'blue' },
  25: { label: 'Balance payment', tone: 'orange' },
  30: { label: 'Unshipped', tone: 'violet' },
  35: { label: 'Part shipped', tone: 'teal' },
  40: { label: 'Shipped', tone: 'green' },
  50: { label: 'Complete', tone: 'green' },
};

export const PROOF_STATUS: Record<number, StatusInfo> = {
  0: { label: 'Awaiting review', tone: 'amber' },
  1: { label: 'Approved', tone: 'green' },
  2: { label: 'Failed', tone: 'red' },
};

/** A USDT transfer named for an order (decision 025): the worker credits or refuses it, finance may fail it. */
export const CHAIN_PAYMENT_STATUS: Record<number, StatusInfo> = {
  0: { label: 'Verifying', tone: 'amber' },
  1: { label: 'Credited', tone: 'green' },
  2: { label: 'Refused', tone: 'grey' },
  3: { label: 'Failed by finance', tone: 'red' },
};

export const KYC_STATUS: Record<number, StatusInfo> = {
  0: { label: 'Not submitted', tone: 'grey' },
  1: { label: 'Submitted', tone: 'amber' },
  2: { label: 'Approved', tone: 'green' },
  [-1]: { label: 'Rejected', tone: 'red' },
};

export function statusInfo(table: Record<number, StatusInfo>, code: number | null | undefined): StatusInfo {
  if (code === null || code === undefined) return { label: '—', tone: 'grey' };
  return table[code] ?? { label: `Unknown (${code})`, tone: 'grey' };
}

/** After-sale (repair) statuses, spec section 3. */
export const AFTERSALE_STATUS: Record<number, StatusInfo> = {
  10: { label: 'Pending', tone: 'amber' },
  20: { label: 'Waiting for buyer shipment', tone: 'blue' },
  25: { label: 'Buyer shipped', tone: 'blue' },
  30: { label: 'Received', tone: 'violet' },
  31: { label: 'Received', tone: 'violet' },
  33: { label: 'Processing', tone: 'orange' },
  36: { label: 'In maintenance', tone: 'orange' },
  40: { label: 'Shipped back', tone: 'teal' },
  45: { label: 'Buyer received', tone: 'green' },
  50: { label: 'Completed', tone: 'green' },
};

/** Coupon types (spec): 1 general, 2 product, 3 spend threshold. */
export const COUPON_TYPE: Record<number, string> = { 1: 'General', 2: 'Product', 3: 'Spend threshold' };
