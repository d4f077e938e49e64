import { KycStatus } from '@hashforge/contract';

export type KycTone = 'green' | 'amber' | 'red' | 'slate';

/**
 * The one table of KYC statuses the storefront shows, read by the account page and the KYC page:
 * the words for each status (keys of the `kycStatus` messages), their tone, and whether the buyer
 * may (re)start the form: at 0 (never) or -1 (rejected); 1 and 2 are in (docs/domain.md S4).
 */
type KycLabel = 'kycStatus.none' | 'kycStatus.submitted' | 'kycStatus.approved' | 'kycStatus.rejected';

export const kycStatusTable: Record<number, { label: KycLabel; tone: KycTone; canStart: boolean }> = {
  [KycStatus.none]: { label: 'kycStatus.none', tone: 'slate', canStart: true },
  [KycStatus.submitted]: { label: 'kycStatus.submitted', tone: 'amber', canStart: false },
  [KycStatus.approved]: { label: 'kycStatus.approved', tone: 'green', canStart: false },
  [KycStatus.rejected]: { label: 'kycStatus.rejected', tone: 'red', canStart: true },
};

/** The row of a status; one the storefront does not know reads as "not verified". */
export function kycStatusRow(status: number) {
  return kycStatusTable[status] ?? kycStatusTable[KycStatus.none]!;
}
