import { auditDesk } from '@hashforge/contract/admin/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const auditKeys = {
  all: ['audit'] as const,
  list: (input: CallInput<typeof auditDesk.list>) => [...auditKeys.all, 'list', input] as const,
};

export function useAuditLog(input: CallInput<typeof auditDesk.list>) {
  return useQuery({
    queryKey: auditKeys.list(input),
    queryFn: () => adminCall(auditDesk.list, input),
    placeholderData: keepPreviousData,
  });
}
