import { kycDesk } from '@hashforge/contract/admin/kyc';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterKycReview } from './keys.ts';

export const useApproveKyc = () => useAdminMutation(kycDesk.approve, { invalidates: afterKycReview });
