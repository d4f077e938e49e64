import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterRepairProofReview } from './keys.ts';

export const useFailRepairProof = () =>
  useAdminMutation(afterSaleDesk.failRepairProof, { invalidates: afterRepairProofReview });
