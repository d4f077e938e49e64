import { z } from 'zod';
import { afterSale } from '../after-sale.ts';
import { filePart } from '../files.ts';
import {
  adminId,
  adminInt,
  defineAdminCall,
  emptyRequest,
  expectedSubmitTime,
  isoTime,
  moneyInput,
  pageRequest,
  pageResponse,
  staffFileId,
} from './call.ts';
import { STAFF_IMAGE_MAX_BYTES } from './catalog.ts';

// The after-sales desk (docs/backoffice.md sections 5 and 8). Each staff step is one call wired to the
// after-sale state machine's service function; the answer is where the request now stands.

const reason = z.string().trim().min(1, 'Enter the reason the buyer will read').max(2000, 'At most 2000 characters');
const step = z.object({ id: z.number().int(), status: z.number().int(), payStatus: z.number().int() });
const byId = z.object({ id: adminId });

const listAfterSales = defineAdminCall({
  path: 'aftersales/list',
  permission: 'aftersales.read',
  mutates: false,
  summary: 'Repair requests, newest first; filtered by status, the oldest first (a queue)',
  request: pageRequest.extend({
    status: adminInt('Status is 10 to 50').min(10, 'Status is 10 to 50').max(50, 'Status is 10 to 50').optional(),
  }),
  response: pageResponse(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      payStatus: z.number().int(),
      email: z.string(),
      userName: z.string(),
      machineCodeList: z.array(z.string()),
      createTime: isoTime,
    }),
  ),
});

const afterSaleBoard = defineAdminCall({
  path: 'aftersales/board',
  permission: 'aftersales.read',
  mutates: false,
  summary: 'Requests per stage (10 to 50): how many, and the one waiting longest',
  request: emptyRequest,
  response: z.object({
    stages: z.array(
      z.object({
        status: z.number().int(),
        count: z.number().int(),
        oldest: z.object({ id: z.number().int(), since: isoTime }).nullable(),
      }),
    ),
  }),
});

/** A device named on the request with what the vendor's serial records say about it. */
export const afterSaleDevice = z.object({
  machineCode: z.string(),
  known: z.boolean(),
  productCategoryName: z.string(),
  computingPower: z.string().nullable(),
  afterEndTime: isoTime.nullable(),
  afterEndPlateTime: isoTime.nullable(),
  /** 1 under, 0 over, -1 unknown. */
  machineWarranty: z.number().int(),
  boardWarranty: z.number().int(),
});

const getAfterSaleForStaff = defineAdminCall({
  path: 'aftersales/get',
  permission: 'aftersales.read',
  mutates: false,
  summary:
    "One request with the shop's field names, its devices' warranty, the buyer's account, and the steps allowed now",
  request: byId,
  response: afterSale.extend({
    userId: z.number().int(),
    accountEmail: z.string(),
    devices: z.array(afterSaleDevice),
    /** The staff calls the state machine allows at this stage (`aftersales/receive`, ...), of those the caller's role may make. */
    nextSteps: z.array(z.string()),
    /** When the proof under review was uploaded (payStatus 3), else null: the proof review's expectedSubmitTime. */
    proofSubmitTime: isoTime.nullable(),
  }),
});

const replyAfterSale = defineAdminCall({
  path: 'aftersales/reply',
  permission: 'aftersales.reply',
  mutates: true,
  summary: "A staff message on the request's thread (sanitised HTML); the buyer is emailed",
  request: z.object({
    id: adminId,
    content: z.string().min(1, 'Enter a message').max(20000, 'The message is too long'),
  }),
  response: z.object({ id: z.number().int() }),
});

const approveAfterSaleCall = defineAdminCall({
  path: 'aftersales/approve',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'Approve an application (10 -> 20), naming the service centre the buyer ships to',
  request: z.object({
    id: adminId,
    merchantsLogisticName: z.string().trim().min(1, 'Enter the service centre').max(100),
    merchantsLogisticPhone: z.string().trim().min(1, 'Enter the service centre').max(40),
    merchantsLogisticAddress: z.string().trim().min(1, 'Enter the service centre').max(300),
    note: z.string().max(2000).optional(),
  }),
  response: step,
});

const rejectAfterSaleCall = defineAdminCall({
  path: 'aftersales/reject',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'Reject an application (10 -> 50) with the reason the buyer reads',
  request: z.object({ id: adminId, reason }),
  response: step,
});

const receiveAfterSale = defineAdminCall({
  path: 'aftersales/receive',
  permission: 'aftersales.receive',
  mutates: true,
  summary: 'The devices arrived (25 -> 30), or arrived with a discrepancy the buyer reads (25 -> 31)',
  request: z.object({ id: adminId, discrepancy: z.string().max(2000).optional() }),
  response: step,
});

/** A quotation is a PDF or a JPEG/PNG image (its type read from the bytes) of at most 10 MB. */
export const QUOTATION_MAX_BYTES = 10 * 1024 * 1024;

const uploadQuotation = defineAdminCall({
  path: 'aftersales/upload-quotation',
  permission: 'aftersales.review',
  mutates: true,
  summary:
    "multipart/form-data, file field `file`: a quotation (PDF, JPEG or PNG, at most 10 MB) kept private; aftersales/quote's proposalFileIds attaches it to one request, whose buyer alone then sees it",
  request: emptyRequest,
  multipart: z.object({ file: filePart }),
  response: z.object({ fileId: z.number().int(), fileName: z.string(), fileSize: z.number().int() }),
});

/** A picture in a staff reply is a JPEG or PNG of at most 5 MB, like a product photo. */
export const REPLY_IMAGE_MAX_BYTES = STAFF_IMAGE_MAX_BYTES;

const uploadReplyImage = defineAdminCall({
  path: 'aftersales/upload-reply-image',
  permission: 'aftersales.reply',
  mutates: true,
  summary:
    "multipart/form-data, file field `file`: a picture for a staff reply (JPEG or PNG, type from the bytes, at most 5 MB), stored public like a product photo; aftersales/reply's HTML shows it by its fileUrl",
  request: emptyRequest,
  multipart: z.object({ file: filePart }),
  response: z.object({ fileId: z.number().int(), fileUrl: z.string(), fileSize: z.number().int() }),
});

const quoteAfterSale = defineAdminCall({
  path: 'aftersales/quote',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'A paid repair (30/31 -> 33, payStatus 2): parts and amounts; the total unless payAmount says otherwise',
  request: z.object({
    id: adminId,
    parts: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Name the part').max(200),
          partsNum: adminInt().min(1).max(9999),
          salePrice: moneyInput,
          repairPrice: moneyInput,
        }),
      )
      .min(1, 'Add at least one part')
      .max(100),
    payAmount: moneyInput.optional(),
    /** Files from aftersales/upload-quotation; each goes to this request's buyer alone. */
    proposalFileIds: z.array(staffFileId('quotation')).max(10).default([]),
  }),
  response: step,
});

const freeRepairAfterSale = defineAdminCall({
  path: 'aftersales/free-repair',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'A free repair (30/31 -> 33, payStatus 1): under warranty or goodwill',
  request: byId,
  response: step,
});

const approveRepairProofCall = defineAdminCall({
  path: 'aftersales/proof/approve',
  permission: 'payments.review',
  mutates: true,
  summary:
    "Approve the buyer's repair-payment proof for the amount received, added to what was paid (payStatus 5, or 4 when short); with expectedSubmitTime (the proof's createTime), refused if it is no longer the proof under review",
  request: z.object({
    id: adminId,
    receivedAmount: moneyInput.refine((v) => Number(v) > 0, 'The received amount must be more than 0'),
    expectedSubmitTime,
  }),
  response: step,
});

const failRepairProofCall = defineAdminCall({
  path: 'aftersales/proof/fail',
  permission: 'payments.review',
  mutates: true,
  summary:
    "Fail the buyer's repair-payment proof with the reason the buyer reads; with expectedSubmitTime, refused if it is no longer the proof under review",
  request: z.object({ id: adminId, reason, expectedSubmitTime }),
  response: step,
});

const startMaintenanceCall = defineAdminCall({
  path: 'aftersales/start-maintenance',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'The repair starts (33 -> 36) once nothing is owed',
  request: byId,
  response: step,
});

const shipAfterSale = defineAdminCall({
  path: 'aftersales/ship',
  permission: 'aftersales.ship',
  mutates: true,
  summary: 'The repaired devices go back (36 -> 40) with the carrier and tracking number',
  request: z.object({
    id: adminId,
    logisticsName: z.string().trim().min(1, 'Enter the carrier').max(100),
    logisticsNo: z.string().trim().min(1, 'Enter the tracking number').max(60),
  }),
  response: step,
});

const completeAfterSaleCall = defineAdminCall({
  path: 'aftersales/complete',
  permission: 'aftersales.review',
  mutates: true,
  summary: 'Close a request the buyer confirmed receiving (45 -> 50)',
  request: byId,
  response: step,
});

export const afterSaleDesk = {
  list: listAfterSales,
  board: afterSaleBoard,
  get: getAfterSaleForStaff,
  reply: replyAfterSale,
  uploadReplyImage,
  approve: approveAfterSaleCall,
  reject: rejectAfterSaleCall,
  receive: receiveAfterSale,
  uploadQuotation,
  quote: quoteAfterSale,
  freeRepair: freeRepairAfterSale,
  approveRepairProof: approveRepairProofCall,
  failRepairProof: failRepairProofCall,
  startMaintenance: startMaintenanceCall,
  ship: shipAfterSale,
  complete: completeAfterSaleCall,
} as const;
