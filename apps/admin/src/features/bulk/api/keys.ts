import type { bulkDesk } from '@hashforge/contract/admin/bulk';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the bulk enquiries: all -> list(filters), detail(id). */
export const bulkKeys = {
  all: ['bulk'] as const,
  list: (input: CallInput<typeof bulkDesk.list>) => [...bulkKeys.all, 'list', input] as const,
  detail: (id: number) => [...bulkKeys.all, 'detail', id] as const,
};
