import { kycDesk } from '@hashforge/contract/admin/kyc';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterKycReview } from './keys.ts';

export const useRejectKyc = () => useAdminMutation(kycDesk.reject, { invalidates: afterKycReview });
