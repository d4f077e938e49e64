import { paymentDesk } from '@hashforge/contract/admin/payments';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep } from './keys.ts';

export const useApprovePayment = () => useAdminMutation(paymentDesk.approve, { invalidates: afterOrderStep });
