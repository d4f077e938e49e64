import { z } from 'zod';
import { tradeDocumentKind, tradeDocumentLink, tradeDocumentModel } from '../order.ts';
import { machineCodeField } from '../support.ts';
import { adminId, adminInt, adminMoney, defineAdminCall, isoTime, pageRequest, pageResponse } from './call.ts';

// The orders desk (docs/backoffice.md sections 5 and 8): list, detail with one timeline, shipments,
// cancel, refund. Field names follow section 8; where the shop has a name, it is the shop's.

const orderNo = z.string().trim().min(1, 'Enter the order number').max(40, 'Order number too long');
const reason = z.string().trim().min(1, 'Enter the reason the buyer will read').max(500, 'At most 500 characters');
/** A day or a moment; a bare `to` day includes that whole day. */
const dayOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Use the date format YYYY-MM-DD');

/** The filters of the list and of the CSV export. */
export const orderFilters = z.object({
  orderStatus: adminInt('orderStatus is a status code').optional(),
  /** Whole number or its beginning. */
  orderNo: z.string().trim().max(40, 'Order number too long').optional(),
  /** The buyer's email, exactly (case-insensitive). */
  email: z.string().trim().max(200, 'Email too long').optional(),
  from: dayOrTime.optional(),
  to: dayOrTime.optional(),
});
export type OrderFilters = z.output<typeof orderFilters>;

export const adminOrderRow = z.object({
  orderNo: z.string(),
  orderStatus: z.number().int(),
  payableAmount: adminMoney,
  paidAmount: adminMoney,
  email: z.string(),
  createTime: isoTime,
});

const listOrders = defineAdminCall({
  path: 'orders/list',
  permission: 'orders.read',
  mutates: false,
  summary: 'Orders, newest first, by status, number, buyer email and dates',
  request: pageRequest.extend(orderFilters.shape),
  response: pageResponse(adminOrderRow),
});

const signedFile = z.object({ id: z.number().int(), fileName: z.string(), fileUrl: z.string() });

export const timelineEntry = z.object({
  time: isoTime,
  /** buyer: the buyer's own steps; staff: audit events; message: emails/SMS sent to the buyer. */
  kind: z.enum(['buyer', 'staff', 'message']),
  /** `order.created`, `proof.uploaded`, `orders.ship`, `order-shipped` ... */
  action: z.string(),
  /** One line for people. */
  text: z.string(),
  staffEmail: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const adminOrder = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  orderStatus: z.number().int(),
  payType: z.number().int(),
  email: z.string(),
  userId: z.number().int(),
  productAmount: adminMoney,
  couponAmount: adminMoney,
  discountAmount: adminMoney,
  payableAmount: adminMoney,
  paidAmount: adminMoney,
  /** What is still due: payable minus paid, never below 0. */
  balanceAmount: adminMoney,
  refundDueAmount: adminMoney,
  refundedAt: isoTime.nullable(),
  refundNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  canceledAt: isoTime.nullable(),
  createTime: isoTime,
  expireTime: isoTime,
  coupon: z
    .object({ id: z.number().int(), type: z.number().int(), price: adminMoney, excessAmount: adminMoney.nullable() })
    .nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      productClass: z.string(),
      categoryName: z.string(),
      sendCycleName: z.string(),
      unitPrice: adminMoney,
      productNum: z.number().int(),
      shippedNum: z.number().int(),
      payableAmount: adminMoney,
    }),
  ),
  address: z
    .object({
      receiverName: z.string(),
      mobileCode: z.string(),
      mobile: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      postcode: z.string(),
      /** The street lines (first, then second); city, state, postcode and country are fields of their own. */
      address: z.string(),
      companyName: z.string(),
      code: z.string(),
      brokerName: z.string(),
      importerAddress: z.string(),
    })
    .nullable(),
  proofs: z.array(
    z.object({
      id: z.number().int(),
      financeStatus: z.number().int(),
      /** What the buyer typed: a claim, never counted. */
      currentPayAmount: adminMoney,
      /** What finance received on approval: the only amount counted in paidAmount. */
      receivedAmount: adminMoney.nullable(),
      reviewNote: z.string().nullable(),
      createTime: isoTime,
      reviewTime: isoTime.nullable(),
      files: z.array(signedFile),
    }),
  ),
  shipments: z.array(
    z.object({
      id: z.number().int(),
      carrier: z.string(),
      trackingNo: z.string(),
      receiverName: z.string(),
      shipTime: isoTime,
      receivedTime: isoTime.nullable(),
      lines: z.array(
        z.object({
          orderLineId: z.number().int(),
          productName: z.string(),
          quantity: z.number().int(),
          /** The serial numbers recorded for these units (possibly fewer than `quantity`, or none). */
          serials: z.array(z.string()),
        }),
      ),
      /** Whether its commercial invoice and packing list were issued. */
      documentsIssued: z.boolean(),
      /**
       * While they are not: each product of the shipment that lacks an HS code or a country of
       * origin in the catalogue now, with what it lacks. Empty when they can be issued.
       */
      documentsMissing: z.array(z.string()),
    }),
  ),
  /** The order's trade documents (decision 026), oldest first, the replaced ones marked. */
  documents: z.array(tradeDocumentModel),
  timeline: z.array(timelineEntry),
  /**
   * The staff calls (their paths: `orders/ship`, `payments/approve` ...) the order's state allows
   * now, of those the caller's role may make; the desk shows a button for each and no other.
   */
  nextSteps: z.array(z.string()),
});
export type AdminOrder = z.infer<typeof adminOrder>;

const getOrder = defineAdminCall({
  path: 'orders/get',
  permission: 'orders.read',
  mutates: false,
  summary: 'One order: lines, address, amounts, coupon, proofs, shipments and its timeline',
  request: z.object({ orderNo }),
  response: adminOrder,
});

/** What a call that moves an order answers: the order and the status it now has (the payment desk's calls too). */
export const orderStep = z.object({ orderNo: z.string(), orderStatus: z.number().int() });

/** The serial-number rules of a shipment, worded once for the form's fields and the service's refusals. */
export const shipmentSerialMessages = {
  tooMany: (units: number) =>
    `At most ${units} serial number${units === 1 ? '' : 's'} for ${units} unit${units === 1 ? '' : 's'}`,
  enteredTwice: (serial: string) => `${serial} is entered twice`,
};

/**
 * One line of a shipment: how many units leave, and optionally their serial numbers (the format the
 * SN lookup accepts, at most one per unit) so the buyer's order can name its machines.
 */
const shipmentLine = z
  .object({
    orderLineId: adminId,
    quantity: adminInt('Quantity is a whole number').min(1, 'Ship at least 1 unit').max(99999),
    serials: z.array(machineCodeField).max(99999).optional(),
  })
  .superRefine((line, c) => {
    if (line.serials && line.serials.length > line.quantity) {
      c.addIssue({
        code: 'custom',
        path: ['serials'],
        message: shipmentSerialMessages.tooMany(line.quantity),
      });
    }
  });

const shipOrder = defineAdminCall({
  path: 'orders/ship',
  permission: 'orders.ship',
  mutates: true,
  summary: 'Record a shipment of some or all of the units (35 part shipped, 40 shipped)',
  request: z.object({
    orderNo,
    carrier: z.string().trim().min(1, 'Enter the carrier').max(100, 'At most 100 characters'),
    trackingNo: z.string().trim().min(1, 'Enter the tracking number').max(100, 'At most 100 characters'),
    lines: z
      .array(shipmentLine)
      .min(1, 'A shipment needs at least one line')
      .max(100)
      .superRefine((lines, c) => {
        // A serial is one machine: it leaves once, whatever line it is typed under.
        const seen = new Set<string>();
        lines.forEach((line, i) => {
          line.serials?.forEach((serial, j) => {
            const key = serial.toUpperCase();
            if (seen.has(key))
              c.addIssue({
                code: 'custom',
                path: [i, 'serials', j],
                message: shipmentSerialMessages.enteredTwice(serial),
              });
            seen.add(key);
          });
        });
      }),
  }),
  response: orderStep,
});

const cancelOrder = defineAdminCall({
  path: 'orders/cancel',
  permission: 'orders.cancel',
  mutates: true,
  summary: 'Cancel an order at 10, 20, 25 or 30: stock and coupon come back, approved money is to be refunded',
  request: z.object({ orderNo, reason }),
  response: orderStep.extend({ refundDueAmount: adminMoney }),
});

const recordRefund = defineAdminCall({
  path: 'orders/refund',
  permission: 'refunds.record',
  mutates: true,
  summary: "Record that a canceled order's approved money was paid back",
  request: z.object({ orderNo, note: z.string().trim().max(500, 'At most 500 characters').default('') }),
  response: z.object({ orderNo: z.string(), refundDueAmount: adminMoney, refundedAt: isoTime }),
});

/** Any staff member who may read orders may fetch their documents; each link handed out is audited. */
const downloadDocument = defineAdminCall({
  path: 'orders/documents/download',
  permission: 'orders.read',
  // It writes the audit row of the download.
  mutates: true,
  summary: 'A signed link (one minute) to a trade document’s PDF; waits a few seconds for one still being rendered',
  request: z.object({ id: adminId }),
  response: tradeDocumentLink,
});

const issuedDocuments = z.object({ orderNo: z.string(), documents: z.array(z.string()) });

const issueShipmentDocuments = defineAdminCall({
  path: 'orders/documents/issue',
  permission: 'orders.ship',
  mutates: true,
  summary:
    'Issue the commercial invoice and packing list of a shipment recorded while a product lacked its customs fields',
  request: z.object({ orderNo, shipmentId: adminId }),
  response: issuedDocuments,
});

const reissueDocument = defineAdminCall({
  path: 'orders/documents/reissue',
  permission: 'documents.reissue',
  mutates: true,
  summary:
    'Issue a correction of a document, drawn from the order, settings and catalogue as they are now; the old one stays, marked replaced',
  request: z.object({
    orderNo,
    number: z.string().trim().min(1, 'Choose the document to correct').max(40),
    reason: z.string().trim().min(1, 'Say what the correction corrects').max(300, 'At most 300 characters'),
  }),
  response: issuedDocuments,
});

/** The kinds a correction may be issued for: all of them. */
export const REISSUABLE_KINDS = tradeDocumentKind.options;

/**
 * The CSV export: a plain HTTP route beside the calls (`GET` with the filters as query parameters, or
 * `POST` with them as JSON), same session and permission, streamed.
 */
export const ORDERS_EXPORT_PATH = 'orders/export';
/** The export's filters as a link carries them: a query string is text, so the status is read from digits. */
export const orderFiltersQuery = orderFilters.extend({
  orderStatus: z
    .string()
    .regex(/^-?\d{1,9}$/, 'orderStatus is a status code')
    .transform(Number)
    .optional(),
});
export const ORDERS_EXPORT_PERMISSION = 'orders.read' as const;

export const orderDesk = {
  list: listOrders,
  get: getOrder,
  ship: shipOrder,
  cancel: cancelOrder,
  recordRefund,
  downloadDocument,
  issueShipmentDocuments,
  reissueDocument,
} as const;
