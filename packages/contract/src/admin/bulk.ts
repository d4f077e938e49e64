import { z } from 'zod';
import { adminId, defineAdminCall, isoTime, pageRequest, pageResponse } from './call.ts';

// Bulk enquiries (docs/backoffice.md sections 5 and 8): the shop's purchase/plan/create lands here with
// status `new`; staff move it along the pipeline and keep notes.

export const BULK_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];
const bulkStatus = z.enum(BULK_STATUSES, { message: 'Status is new, contacted, quoted, won or lost' });

export const bulkRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  mobileCode: z.string(),
  mobile: z.string(),
  companyName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  productNum: z.number().int(),
  status: bulkStatus,
  staffNote: z.string(),
  createTime: isoTime,
});

const listBulk = defineAdminCall({
  path: 'bulk/list',
  permission: 'bulk.read',
  mutates: false,
  summary: 'Bulk enquiries, newest first; filtered by status',
  request: pageRequest.extend({ status: bulkStatus.optional(), keyword: z.string().trim().max(100).optional() }),
  response: pageResponse(bulkRow),
});

const getBulk = defineAdminCall({
  path: 'bulk/get',
  permission: 'bulk.read',
  mutates: false,
  summary: 'One enquiry with every field of the form',
  request: z.object({ id: adminId }),
  response: bulkRow.extend({
    address: z.string(),
    currentCapacity: z.string(),
    futurePlannedCapacity: z.string(),
    hashforgeUsage: z.string(),
    contacts: z.record(z.string(), z.string()),
  }),
});

const updateBulk = defineAdminCall({
  path: 'bulk/update',
  permission: 'bulk.update',
  mutates: true,
  summary: 'Move an enquiry along (new, contacted, quoted, won, lost) and keep staff notes',
  request: z.object({
    id: adminId,
    status: bulkStatus.optional(),
    staffNote: z.string().max(5000, 'At most 5000 characters').optional(),
  }),
  response: bulkRow,
});

/** The CSV export: a plain route (`GET` with `status` as a query parameter, or `POST` JSON), streamed. */
export const BULK_EXPORT_PATH = 'bulk/export';
export const BULK_EXPORT_PERMISSION = 'bulk.read' as const;

export const bulkDesk = {
  list: listBulk,
  get: getBulk,
  update: updateBulk,
} as const;
