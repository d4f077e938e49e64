import { paymentDesk } from '@hashforge/contract/admin/payments';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep } from './keys.ts';

export const useFailPayment = () => useAdminMutation(paymentDesk.fail, { invalidates: afterOrderStep });
