import { z } from 'zod';
import { adminMoney, defineAdminCall, emptyRequest, isoTime } from './call.ts';

// The dashboard (docs/backoffice.md section 5): every signed-in staff member sees the queues; revenue
// is there only for roles holding reports.read.

/** `transfers`: USDT transfers kept for finance (decision 025), listed while USDT is on or one waits. */
export const QUEUE_KEYS = ['kyc', 'proofs', 'transfers', 'ship', 'repairs', 'bulk'] as const;

const queue = z.object({
  key: z.enum(QUEUE_KEYS),
  count: z.number().int(),
  /** When the oldest waiting item started waiting. */
  oldestTime: isoTime.nullable(),
  /** Its reference: an order number, a user id, a request id. */
  oldestRef: z.string().nullable(),
});

const getDashboard = defineAdminCall({
  path: 'dashboard/get',
  permission: null,
  mutates: false,
  summary: 'Queues with counts and their oldest item, revenue and orders per day, low stock',
  request: emptyRequest,
  response: z.object({
    queues: z.array(queue),
    repairsByStage: z.array(
      z.object({ status: z.number().int(), count: z.number().int(), oldestTime: isoTime.nullable() }),
    ),
    /** 30 days, oldest first; null without reports.read. */
    daily: z.array(z.object({ day: z.string(), revenue: adminMoney, orders: z.number().int() })).nullable(),
    lowStock: z.array(
      z.object({
        productSendCycleId: z.number().int(),
        productName: z.string(),
        sendCycleName: z.string(),
        stock: z.number().int(),
      }),
    ),
  }),
});

export const dashboardDesk = {
  get: getDashboard,
} as const;
