import type { customerDesk } from '@hashforge/contract/admin/customers';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the customers: all -> list(filters), detail(userId). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (input: CallInput<typeof customerDesk.list>) => [...customerKeys.all, 'list', input] as const,
  detail: (userId: number) => [...customerKeys.all, 'detail', userId] as const,
};
