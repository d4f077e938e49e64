import type { kycDesk } from '@hashforge/contract/admin/kyc';
import type { CallInput } from '../../../lib/api.ts';
import { customerKeys } from '../../customers/api/keys.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';

/** Query keys of the KYC desk: all -> list(filters), detail(userId). */
export const kycKeys = {
  all: ['kyc'] as const,
  list: (input: CallInput<typeof kycDesk.list>) => [...kycKeys.all, 'list', input] as const,
  detail: (userId: number) => [...kycKeys.all, 'detail', userId] as const,
};

/** What a review changes: the queue and the request, the dashboard's count, the customer's KYC state. */
export const afterKycReview = [kycKeys.all, dashboardKeys.all, customerKeys.all] as const;
