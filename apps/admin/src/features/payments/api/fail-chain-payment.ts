import { paymentDesk } from '@hashforge/contract/admin/payments';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep } from '../../orders/api/keys.ts';

/** Failing a chain payment is a step on its order: the payment lists, the order, the dashboard, the customer. */
export const useFailChainPayment = () => useAdminMutation(paymentDesk.failChain, { invalidates: afterOrderStep });
