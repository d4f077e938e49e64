import { paymentDesk } from '@hashforge/contract/admin/payments';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterChainPaymentFail } from './keys.ts';

export const useFailChainPayment = () =>
  useAdminMutation(paymentDesk.failChain, { invalidates: afterChainPaymentFail });
