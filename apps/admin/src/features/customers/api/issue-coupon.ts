import { customerDesk } from '@hashforge/contract/admin/customers';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { customerKeys } from './keys.ts';

/** customers/issue-coupon: one coupon to this customer. */
export const useIssueCoupon = () => useAdminMutation(customerDesk.issueCoupon, { invalidates: [customerKeys.all] });
