import type { serialDesk } from '@hashforge/contract/admin/serials';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the serial numbers: all -> list(filters). */
export const serialKeys = {
  all: ['serials'] as const,
  list: (input: CallInput<typeof serialDesk.list>) => [...serialKeys.all, 'list', input] as const,
};
