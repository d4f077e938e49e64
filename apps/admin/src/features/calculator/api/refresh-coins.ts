import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { calculatorKeys } from './keys.ts';

/** coins/refresh: runs the coin-data job now and answers what it updated, kept or ignored. */
export const useRefreshCoins = () =>
  useAdminMutation(calculatorDesk.refreshCoins, { invalidates: [calculatorKeys.coins()] });
