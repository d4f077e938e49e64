import { couponDesk } from '@hashforge/contract/admin/coupons';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { couponKeys } from './keys.ts';

export const useIssueCouponToAll = () => useAdminMutation(couponDesk.issueToAll, { invalidates: [couponKeys.all] });
