import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { afterSaleKeys } from './keys.ts';

/** aftersales/board: the requests by the step they wait at. */
export const afterSaleBoardQuery = () =>
  queryOptions({ queryKey: afterSaleKeys.board(), queryFn: () => adminCall(afterSaleDesk.board, {}) });

export function useAfterSaleBoard() {
  return useQuery(afterSaleBoardQuery());
}
