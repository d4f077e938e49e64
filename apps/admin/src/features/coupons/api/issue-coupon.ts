import { couponDesk } from '@hashforge/contract/admin/coupons';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { couponKeys } from './keys.ts';

export const useIssueCoupon = () => useAdminMutation(couponDesk.issue, { invalidates: [couponKeys.all] });
