import { FinanceStatus, OrderStatus } from '@hashforge/contract';
import { type AdminOrder, orderDesk, type TimelineEntry } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { stepsFor } from '../../../http/register-admin-call.ts';
import { listAudit } from '../../audit/list-audit.ts';
import { customsSheets, missingCustoms } from '../../catalog/customs-sheet.ts';
import { signAttachedFiles } from '../../files/attach-files.ts';
import { listMessagesAbout } from '../../notify/list-messages.ts';
import { documentsOfOrder, toDocumentModel } from '../../trade-document/document-query.ts';
import { orderMachine } from '../order-status.ts';
import { proofMachine } from '../payment-proofs/proof-status.ts';
import { refundOutstanding } from './cancel-order.ts';

/** Proof images for staff: links that die in minutes, like the buyer's. */
const PROOF_URL_SECONDS = 10 * 60;
/** An order's audit trail is short; this bounds a pathological one. */
const AUDIT_LIMIT = 200;

const include = {
  lines: { orderBy: { id: 'asc' } },
  address: true,
  logistics: { orderBy: [{ shippedAt: 'asc' }, { id: 'asc' }], include: { lines: { orderBy: { id: 'asc' } } } },
  agings: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { files: { orderBy: { id: 'asc' } } } },
} satisfies Prisma.OrderInclude;

const money = (d: Prisma.Decimal) => d.toFixed(2);

/**
 * The staff calls the order's state allows now, of those `role` may make (the desk shows only
 * these): each asks the table what the call's use case asks it before it moves the order.
 */
export function nextOrderSteps(
  order: {
    orderStatus: number;
    payableAmount: Prisma.Decimal;
    refundDueAmount: Prisma.Decimal;
    refundedAt: Date | null;
    proofStatuses: readonly number[];
  },
  role: string,
): string[] {
  const at = order.orderStatus;
  const reviewable = (to: number) => order.proofStatuses.some((status) => proofMachine.can(status, to));
  return stepsFor(role, [
    orderMachine.can(at, OrderStatus.canceled) && orderDesk.cancel,
    // Goods leave while the order may still reach 40 (30, 35).
    orderMachine.can(at, OrderStatus.shipped) && orderDesk.ship,
    // Nothing payable and the order may go to the warehouse (20): finance confirms it without a proof.
    !order.payableAmount.greaterThan(0) && orderMachine.can(at, OrderStatus.unshipped) && paymentDesk.confirmCovered,
    reviewable(FinanceStatus.approved) && paymentDesk.approve,
    reviewable(FinanceStatus.failed) && paymentDesk.fail,
    refundOutstanding(order) && orderDesk.recordRefund,
  ]);
}

/**
 * `orders/get` (orders.read): the order as staff need it (lines with shipped counts, address,
 * amounts, coupon, proofs with signed image links and both the claimed and the received amount,
 * shipments), ONE timeline: the buyer's own steps, the staff's audited steps, and the emails
 * sent to the buyer about it, in time order; and the steps `role` may take on it now.
 */
export async function getOrderForStaff(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock' | 'logger'>,
  orderNo: string,
  role: string,
): Promise<AdminOrder> {
  const o = await deps.prisma.order.findUnique({ where: { orderNo }, include });
  if (!o) throw AppError.notFound('Order');
  const [user, coupon, signed, audit, messages, documents] = await Promise.all([
    deps.prisma.user.findUnique({ where: { id: o.userId }, select: { email: true } }),
    o.userCouponId
      ? deps.prisma.userCoupon.findUnique({
          where: { id: o.userCouponId },
          select: { id: true, type: true, price: true, excessAmount: true },
        })
      : null,
    signAttachedFiles(
      deps,
      o.agings.flatMap((a) => a.files.map((f) => ({ fileId: f.fileId, ownerId: o.userId }))),
      PROOF_URL_SECONDS,
    ),
    listAudit(deps, { page: 1, limit: AUDIT_LIMIT, entityType: 'order', entityId: o.orderNo }),
    listMessagesAbout(deps, 'order', o.orderNo),
    documentsOfOrder(deps.prisma, o.id),
  ]);
  // A shipment without its invoice: what the catalogue still lacks for it, as it stands now.
  const invoiced = new Set(documents.flatMap((d) => (d.kind === 'INV' ? [d.logisticsId] : [])));
  const productOfLine = new Map(o.lines.map((l) => [l.id, l.productId]));
  const pending = o.logistics.filter((g) => !invoiced.has(g.id));
  const sheets = await customsSheets(deps.prisma, [
    ...new Set(pending.flatMap((g) => g.lines.map((l) => productOfLine.get(l.orderLineId)!))),
  ]);
  const missingFor = (g: (typeof o.logistics)[number]) => {
    const products = new Set(g.lines.map((l) => productOfLine.get(l.orderLineId)));
    return missingCustoms(sheets.filter((s) => products.has(s.productId)));
  };
  const lineNames = new Map(o.lines.map((l) => [l.id, l.productName]));

  const entries: (Omit<TimelineEntry, 'time'> & { time: Date })[] = [
    {
      time: o.createdAt,
      kind: 'buyer',
      action: 'order.created',
      text: `Order placed, USD ${money(o.payableAmount)} payable`,
      staffEmail: null,
    },
    ...o.agings.map((a) => ({
      time: a.createdAt,
      kind: 'buyer' as const,
      action: 'proof.uploaded',
      text: `Payment proof #${a.id} uploaded for USD ${money(a.currentPayAmount)}`,
      staffEmail: null,
    })),
    ...o.logistics.flatMap((g) =>
      g.receivedAt
        ? [
            {
              time: g.receivedAt,
              kind: 'buyer' as const,
              action: 'shipment.received',
              text: `Shipment ${g.logisticsName} ${g.logisticsNo} confirmed received`,
              staffEmail: null,
            },
          ]
        : [],
    ),
    // An expiry is the system's step, not a person's: shown with the buyer's, as what happened to them.
    ...(o.orderStatus === OrderStatus.canceled && o.canceledAt && o.canceledByStaffId === null
      ? [
          {
            time: o.canceledAt,
            kind: 'buyer' as const,
            action: 'order.expired',
            text: `Order closed: ${o.cancelReason ?? ''}`,
            staffEmail: null,
          },
        ]
      : []),
    ...audit.list.map((e) => ({
      time: new Date(e.time),
      kind: 'staff' as const,
      action: e.action,
      text: describeAudit(e.action, e.after as Record<string, unknown> | null),
      staffEmail: e.staffEmail || null,
    })),
    ...messages.map((m) => ({
      time: m.sentAt ?? m.queuedAt,
      kind: 'message' as const,
      action: m.purpose,
      text: `${m.channel === 'email' ? 'Email' : 'SMS'} ${m.sentAt ? 'sent' : 'queued'} to ${m.to}: ${m.subject}`,
      staffEmail: null,
    })),
  ];
  const timeline: TimelineEntry[] = entries
    .sort((a, b) => a.time.getTime() - b.time.getTime())
    .map((e) => ({ ...e, time: e.time.toISOString() }));

  return {
    orderNo: o.orderNo,
    orderType: o.orderType,
    orderStatus: o.orderStatus,
    payType: o.payType,
    email: user?.email ?? '',
    userId: o.userId,
    productAmount: money(o.productAmount),
    couponAmount: money(o.couponAmount),
    discountAmount: money(o.discountAmount),
    payableAmount: money(o.payableAmount),
    paidAmount: money(o.paidAmount),
    balanceAmount: money(Prisma.Decimal.max(0, o.payableAmount.sub(o.paidAmount))),
    refundDueAmount: money(o.refundDueAmount),
    refundedAt: o.refundedAt?.toISOString() ?? null,
    refundNote: o.refundNote,
    cancelReason: o.cancelReason,
    canceledAt: o.canceledAt?.toISOString() ?? null,
    createTime: o.createdAt.toISOString(),
    expireTime: o.expiresAt.toISOString(),
    coupon: coupon
      ? {
          id: coupon.id,
          type: coupon.type,
          price: money(coupon.price),
          excessAmount: coupon.excessAmount ? money(coupon.excessAmount) : null,
        }
      : null,
    lines: o.lines.map((l) => ({
      id: l.id,
      productName: l.productName,
      productClass: l.productClass,
      categoryName: l.categoryName,
      sendCycleName: l.sendCycleName,
      unitPrice: money(l.unitPrice),
      productNum: l.productNum,
      shippedNum: l.sendProductNum,
      payableAmount: money(l.payableAmount),
    })),
    address: o.address
      ? {
          receiverName: o.address.receiverName,
          mobileCode: o.address.mobileCode,
          mobile: o.address.mobile,
          country: o.address.country,
          state: o.address.state,
          city: o.address.city,
          postcode: o.address.postcode,
          // The street lines only: the desk shows city, state, postcode and country on lines of their own.
          address: [o.address.receiverFirstAddr, o.address.receiverTwoAddr].filter(Boolean).join(', '),
          companyName: o.address.companyName,
          code: o.address.code,
          brokerName: o.address.brokerName,
          importerAddress: o.address.importerAddress,
        }
      : null,
    proofs: o.agings.map((a) => ({
      id: a.id,
      financeStatus: a.financeStatus,
      currentPayAmount: money(a.currentPayAmount),
      receivedAmount: a.receivedAmount ? money(a.receivedAmount) : null,
      reviewNote: a.reviewNote,
      createTime: a.createdAt.toISOString(),
      reviewTime: a.reviewedAt?.toISOString() ?? null,
      files: a.files.flatMap((f) => signed.get(f.fileId) ?? []),
    })),
    shipments: o.logistics.map((g) => ({
      id: g.id,
      carrier: g.logisticsName,
      trackingNo: g.logisticsNo,
      receiverName: g.receiverName,
      shipTime: g.shippedAt.toISOString(),
      receivedTime: g.receivedAt?.toISOString() ?? null,
      lines: g.lines.map((l) => ({
        orderLineId: l.orderLineId,
        productName: lineNames.get(l.orderLineId) ?? '',
        quantity: l.productNum,
        serials: l.serials,
      })),
      documentsIssued: invoiced.has(g.id),
      documentsMissing: invoiced.has(g.id) ? [] : missingFor(g),
    })),
    documents: documents.map(toDocumentModel),
    timeline,
    nextSteps: nextOrderSteps({ ...o, proofStatuses: o.agings.map((a) => a.financeStatus) }, role),
  };
}

/** One line for a staff step, from what its audit row recorded. */
function describeAudit(action: string, after: Record<string, unknown> | null): string {
  const a = after ?? {};
  switch (action) {
    case 'payments.approve':
      return `Proof #${a.proofId} approved: USD ${a.receivedAmount} received (order ${a.orderStatus})`;
    case 'payments.fail':
      return `Proof #${a.proofId} failed: ${a.reason}`;
    case 'payments.confirm-covered':
      return `Confirmed with nothing to pay: a coupon of USD ${a.couponAmount} covers it (order ${a.orderStatus})`;
    case 'orders.ship':
      return `Shipped with ${a.carrier}, tracking ${a.trackingNo} (order ${a.orderStatus})`;
    case 'orders.cancel':
      return `Canceled: ${a.cancelReason}${a.refundDueAmount && a.refundDueAmount !== '0.00' ? `; USD ${a.refundDueAmount} to refund` : ''}`;
    case 'refunds.record':
      return `Refund of USD ${a.refundDueAmount} recorded`;
    case 'orders.documents.download':
      return `Downloaded ${a.document}`;
    case 'orders.documents.issue':
      return `Issued ${(a.documents as string[] | undefined)?.join(' and ')} for shipment #${a.shipmentId}`;
    case 'orders.documents.reissue':
      return `Issued ${a.document} to replace ${a.replaces}: ${a.reason}`;
    default:
      return action;
  }
}
