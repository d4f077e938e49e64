import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { paymentKeys } from './keys.ts';

/**
 * Marking a kept transfer returned takes it off the unmatched list; no order changes now (one it held
 * open expires at the next sweep, and its page is read then).
 */
export const useReturnUnmatchedTransfer = () =>
  useAdminMutation(chainTransferDesk.returnUnmatched, { invalidates: [paymentKeys.all] });
