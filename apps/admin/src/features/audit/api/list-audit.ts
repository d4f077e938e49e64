import { auditDesk } from '@hashforge/contract/admin/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';

export const auditLogQuery = (input: CallInput<typeof auditDesk.list>) =>
  queryOptions({ queryKey: auditKeys.list(input), queryFn: () => adminCall(auditDesk.list, input) });

export function useAuditLog(input: CallInput<typeof auditDesk.list>) {
  return useQuery({ ...auditLogQuery(input), placeholderData: keepPreviousData });
}
