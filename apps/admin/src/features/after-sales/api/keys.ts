import type { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import type { CallInput } from '../../../lib/api.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';

/** Query keys of the after-sales desk: all -> board(), list(filters), detail(id). */
export const afterSaleKeys = {
  all: ['after-sales'] as const,
  board: () => [...afterSaleKeys.all, 'board'] as const,
  list: (input: CallInput<typeof afterSaleDesk.list>) => [...afterSaleKeys.all, 'list', input] as const,
  detail: (id: number) => [...afterSaleKeys.all, 'detail', id] as const,
};

/** What a staff step or a reply changes: the board, the list and the request, and the dashboard's counts. */
export const afterAfterSaleStep = [afterSaleKeys.all, dashboardKeys.all] as const;
