// KYC statuses and limits, without zod: the product page's buy-now needs them; kyc.ts has the schemas.

/** KYC statuses (spec section 3, docs/domain.md D3): 1 submitted and 2 approved may order. */
export const KycStatus = { none: 0, submitted: 1, approved: 2, rejected: -1 } as const;
export function kycAllowsCheckout(status: number): boolean {
  return status === KycStatus.submitted || status === KycStatus.approved;
}

/** `expireDateType` 2 (never expires) sends this date (spec section 9). */
export const NEVER_EXPIRES = '9999-12-31';
export const KYC_MAX_IMAGES = 5;
