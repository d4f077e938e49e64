import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep } from '../../orders/api/keys.ts';

/**
 * Crediting a kept transfer is a payment on its order: the payment lists (the transfer leaves the
 * unmatched one, a chain payment joins), the order, the dashboard, the customer.
 */
export const useCreditUnmatchedTransfer = () =>
  useAdminMutation(chainTransferDesk.creditUnmatched, { invalidates: afterOrderStep });
