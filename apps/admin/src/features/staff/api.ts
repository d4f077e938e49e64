import {
  createStaff,
  disableStaff,
  enableStaff,
  listStaff,
  listStaffSessions,
  resetStaffPassword,
  resetStaffTwoFactor,
  revokeStaffSession,
  updateStaffRole,
} from '@hashforge/contract/admin/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: (input: CallInput<typeof listStaff>) => [...staffKeys.all, 'list', input] as const,
  sessions: (staffId: number) => [...staffKeys.all, 'sessions', staffId] as const,
};

export function useStaffList(input: CallInput<typeof listStaff>) {
  return useQuery({
    queryKey: staffKeys.list(input),
    queryFn: () => adminCall(listStaff, input),
    placeholderData: keepPreviousData,
  });
}

export function useStaffSessions(staffId: number) {
  return useQuery({ queryKey: staffKeys.sessions(staffId), queryFn: () => adminCall(listStaffSessions, { staffId }) });
}

function useStaffStep<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useCreateStaff = () => useStaffStep(createStaff);
export const useUpdateStaffRole = () => useStaffStep(updateStaffRole);
export const useDisableStaff = () => useStaffStep(disableStaff);
export const useEnableStaff = () => useStaffStep(enableStaff);
export const useResetStaffTwoFactor = () => useStaffStep(resetStaffTwoFactor);
export const useResetStaffPassword = () => useStaffStep(resetStaffPassword);
export const useRevokeStaffSession = () => useStaffStep(revokeStaffSession);
