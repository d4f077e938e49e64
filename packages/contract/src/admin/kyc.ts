import { z } from 'zod';
import { adminId, adminInt, defineAdminCall, expectedSubmitTime, isoTime, pageRequest, pageResponse } from './call.ts';

// The KYC desk (docs/backoffice.md sections 5 and 8).

const signedFile = z.object({ id: z.number().int(), fileName: z.string(), fileUrl: z.string() });
const reviewed = z.object({ userId: z.number().int(), status: z.number().int() });

const listKyc = defineAdminCall({
  path: 'kyc/list',
  permission: 'kyc.review',
  mutates: false,
  summary: 'Verifications; status 1 (submitted) lists the queue, oldest first',
  request: pageRequest.extend({
    status: adminInt('Status is -1, 0, 1 or 2')
      .min(-1, 'Status is -1, 0, 1 or 2')
      .max(2, 'Status is -1, 0, 1 or 2')
      .optional(),
  }),
  response: pageResponse(
    z.object({ userId: z.number().int(), email: z.string(), status: z.number().int(), submitTime: isoTime }),
  ),
});

const getKyc = defineAdminCall({
  path: 'kyc/get',
  permission: 'kyc.review',
  mutates: false,
  summary: 'One verification: the typed fields, the documents and selfies as short-lived signed links',
  request: z.object({ userId: adminId }),
  response: z.object({
    userId: z.number().int(),
    email: z.string(),
    status: z.number().int(),
    accountType: z.number().int(),
    country: z.string(),
    idDocumentType: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    birthday: z.string(),
    gender: z.number().int(),
    idNumber: z.string(),
    expireDateType: z.number().int(),
    expireDate: z.string(),
    address: z.string(),
    postal: z.string(),
    rejectReason: z.string().nullable(),
    submitTime: isoTime,
    reviewTime: isoTime.nullable(),
    documents: z.array(signedFile),
    selfies: z.array(signedFile),
  }),
});

const approveKyc = defineAdminCall({
  path: 'kyc/approve',
  permission: 'kyc.review',
  mutates: true,
  summary:
    'Approve a submitted verification (2); with expectedSubmitTime (kyc/get submitTime), refused if the buyer submitted again since',
  request: z.object({ userId: adminId, expectedSubmitTime }),
  response: reviewed,
});

const rejectKyc = defineAdminCall({
  path: 'kyc/reject',
  permission: 'kyc.review',
  mutates: true,
  summary:
    'Reject a submitted verification (-1) with the reason the buyer reads; with expectedSubmitTime, refused if the buyer submitted again since',
  request: z.object({
    userId: adminId,
    reason: z.string().trim().min(1, 'Enter the reason the buyer will read').max(500, 'At most 500 characters'),
    expectedSubmitTime,
  }),
  response: reviewed,
});

export const kycDesk = {
  list: listKyc,
  get: getKyc,
  approve: approveKyc,
  reject: rejectKyc,
} as const;
