import { staffDesk } from '@hashforge/contract/admin/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (input: CallInput<typeof staffDesk.list>) => [...staffKeys.all, 'list', input] as const,
  sessions: (staffId: number) => [...staffKeys.all, 'sessions', staffId] as const,
};

export function useStaffList(input: CallInput<typeof staffDesk.list>) {
  return useQuery({
    queryKey: staffKeys.list(input),
    queryFn: () => adminCall(staffDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useStaffSessions(staffId: number) {
  return useQuery({
    queryKey: staffKeys.sessions(staffId),
    queryFn: () => adminCall(staffDesk.listSessions, { staffId }),
  });
}

function useStaffStep<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useCreateStaff = () => useStaffStep(staffDesk.create);
export const useUpdateStaffRole = () => useStaffStep(staffDesk.updateRole);
export const useDisableStaff = () => useStaffStep(staffDesk.disable);
export const useEnableStaff = () => useStaffStep(staffDesk.enable);
export const useResetStaffTwoFactor = () => useStaffStep(staffDesk.resetTwoFactor);
export const useResetStaffPassword = () => useStaffStep(staffDesk.resetPassword);
export const useRevokeStaffSession = () => useStaffStep(staffDesk.revokeSession);
