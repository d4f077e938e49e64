import type { auditDesk } from '@hashforge/contract/admin/audit';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the audit log: all -> list(filters). */
export const auditKeys = {
  all: ['audit'] as const,
  list: (input: CallInput<typeof auditDesk.list>) => [...auditKeys.all, 'list', input] as const,
};
