import type { staffDesk } from '@hashforge/contract/admin/staff';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the staff desk: all -> list(filters), sessions(staffId). */
export const staffKeys = {
  all: ['staff'] as const,
  list: (input: CallInput<typeof staffDesk.list>) => [...staffKeys.all, 'list', input] as const,
  sessions: (staffId: number) => [...staffKeys.all, 'sessions', staffId] as const,
};
