import { z } from 'zod';
import { adminId, defineAdminCall, isoTime, pageRequest, pageResponse } from './call.ts';

const dateFilter = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Use a date such as 2026-01-31 or an ISO 8601 time');

export const auditListItem = z.object({
  id: z.string(),
  staffId: z.number().int().nullable(),
  /** Empty for events without a staff member (the staff CLI, a refused anonymous call). */
  staffEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  time: isoTime,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const listAudit = defineAdminCall({
  path: 'audit/list',
  permission: 'audit.read',
  mutates: false,
  summary: "The audit log, newest first (an order's entityId is its orderNo); from/to bound the time",
  request: pageRequest.extend({
    action: z.string().trim().max(100).optional(),
    entityType: z.string().trim().max(50).optional(),
    entityId: z.string().trim().max(100).optional(),
    staffId: adminId.optional(),
    from: dateFilter.optional(),
    to: dateFilter.optional(),
  }),
  response: pageResponse(auditListItem),
});

export const auditDesk = {
  list: listAudit,
} as const;
