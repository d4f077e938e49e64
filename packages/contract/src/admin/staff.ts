import { z } from 'zod';
import { staffEmailField, staffRoleField } from './auth.ts';
import { adminId, defineAdminCall, isoTime, pageRequest, pageResponse } from './call.ts';

export const staffNameField = z
  .string({ message: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Use at most 100 characters');

export const staffListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleField,
  twoFactorEnabled: z.boolean(),
  disabled: z.boolean(),
  isDemo: z.boolean(),
  lastLoginTime: isoTime.nullable(),
  createTime: isoTime,
});

const staffIdRequest = z.object({ staffId: adminId });
const staffState = z.object({
  id: z.number().int(),
  role: staffRoleField,
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
});

const createStaff = defineAdminCall({
  path: 'staff/create',
  permission: 'staff.manage',
  mutates: true,
  summary: 'Add a staff member; answers a one-time password they must change at first login',
  request: z.object({ email: staffEmailField, name: staffNameField, role: staffRoleField }),
  response: z.object({ id: z.number().int(), oneTimePassword: z.string() }),
});

const listStaff = defineAdminCall({
  path: 'staff/list',
  permission: 'staff.manage',
  mutates: false,
  summary: 'Staff members, newest first',
  request: pageRequest.extend({ keyword: z.string().trim().max(100).optional() }),
  response: pageResponse(staffListItem),
});

const updateStaffRole = defineAdminCall({
  path: 'staff/update-role',
  permission: 'staff.manage',
  mutates: true,
  summary: "Change a staff member's role; their sessions are signed out",
  request: staffIdRequest.extend({ role: staffRoleField }),
  response: staffState,
});

const disableStaff = defineAdminCall({
  path: 'staff/disable',
  permission: 'staff.manage',
  mutates: true,
  summary: 'Disable a staff member; their sessions are signed out',
  request: staffIdRequest,
  response: staffState,
});

const enableStaff = defineAdminCall({
  path: 'staff/enable',
  permission: 'staff.manage',
  mutates: true,
  summary: 'Enable a disabled staff member',
  request: staffIdRequest,
  response: staffState,
});

const resetStaffTwoFactor = defineAdminCall({
  path: 'staff/reset-2fa',
  permission: 'staff.manage',
  mutates: true,
  summary: "Remove a staff member's authenticator, recovery codes and passkeys; they enrol again at next login",
  request: staffIdRequest,
  response: staffState,
});

const resetStaffPassword = defineAdminCall({
  path: 'staff/reset-password',
  permission: 'staff.manage',
  mutates: true,
  summary: 'Give a staff member a new one-time password; their sessions are signed out',
  request: staffIdRequest,
  response: z.object({ id: z.number().int(), oneTimePassword: z.string() }),
});

export const staffSessionItem = z.object({
  id: z.string(),
  createTime: isoTime,
  lastSeenTime: isoTime,
  expireTime: isoTime,
  revokeTime: isoTime.nullable(),
  active: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const listStaffSessions = defineAdminCall({
  path: 'staff/sessions',
  permission: 'staff.manage',
  mutates: false,
  summary: "A staff member's sessions (the 50 most recent)",
  request: staffIdRequest,
  response: z.object({ list: z.array(staffSessionItem) }),
});

const revokeStaffSession = defineAdminCall({
  path: 'staff/revoke-session',
  permission: 'staff.manage',
  mutates: true,
  summary: 'Sign out one session of a staff member',
  request: staffIdRequest.extend({ sessionId: z.string().min(1, 'Invalid session').max(128, 'Invalid session') }),
  response: z.object({ id: z.string(), revoked: z.boolean() }),
});

export const staffDesk = {
  create: createStaff,
  list: listStaff,
  updateRole: updateStaffRole,
  disable: disableStaff,
  enable: enableStaff,
  resetTwoFactor: resetStaffTwoFactor,
  resetPassword: resetStaffPassword,
  listSessions: listStaffSessions,
  revokeSession: revokeStaffSession,
} as const;
