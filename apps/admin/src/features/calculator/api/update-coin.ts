import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { calculatorKeys } from './keys.ts';

/** A coin's figures also move the stored profit of the merged entries built from it. */
export const useUpdateCoin = () =>
  useAdminMutation(calculatorDesk.updateCoin, { invalidates: [calculatorKeys.coins()] });
