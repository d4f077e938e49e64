import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { customsSheets, missingCustoms } from '../catalog/customs-sheet.ts';
import type { DocumentIdentity } from '../settings/document-identity.ts';
import type {
  BuyerBlock,
  CreditNoteContent,
  DocumentHead,
  InvoiceContent,
  PackingListContent,
  PaymentInstruction,
  ProformaContent,
  ShipmentDocument,
  ShipmentLine,
} from '../trade-document/document-content.ts';
import { standingDocuments } from '../trade-document/document-query.ts';
import { type IssuedDocument, issueDocument } from '../trade-document/issue-document.ts';

/**
 * What the order's trade documents say (decision 026), built from the order's own rows in the
 * transaction of the event that issues them, and the settings as they are at that moment.
 */

/** The address parts an order records (order_address), as the documents print them. */
export interface OrderAddressParts {
  receiverName: string;
  mobileCode: string;
  mobile: string;
  country: string;
  state: string;
  city: string;
  postcode: string;
  receiverFirstAddr: string;
  receiverTwoAddr: string;
  companyName: string;
  code: string;
  brokerName: string;
  importerAddress: string;
}

export function buyerBlock(a: OrderAddressParts): BuyerBlock {
  const place = [a.city, a.state, a.postcode].filter(Boolean).join(', ');
  return {
    receiverName: a.receiverName,
    companyName: a.companyName,
    phone: [a.mobileCode, a.mobile].filter(Boolean).join(' '),
    addressLines: [a.receiverFirstAddr, a.receiverTwoAddr, place, a.country].filter(Boolean),
    taxCode: a.code,
    importerName: a.brokerName,
    importerAddress: a.importerAddress,
  };
}

/**
 * The ways to pay a proforma names, as the Pay page shows them: the bank wire, and each method the
 * shop takes besides. A new method is one entry here.
 */
export function paymentInstructions(identity: DocumentIdentity): PaymentInstruction[] {
  const wire = identity.bankWire;
  const bank: PaymentInstruction[] = wire
    ? [
        {
          method: `Bank wire (${wire.currency})`,
          rows: [
            ['Beneficiary', wire.beneficiary],
            ['Beneficiary address', wire.beneficiaryAddress],
            ['Bank', wire.bank],
            ['Bank address', wire.bankAddress],
            ['Account number / IBAN', wire.accountNumber],
            ['SWIFT / BIC', wire.swift],
          ],
          note: 'Wire the amount in full from an account in the buyer’s name; bank charges are the sender’s.',
        },
      ]
    : [];
  // USDT (decision 025): one instruction per network the Pay page offers.
  const usdt: PaymentInstruction[] = identity.usdt.map((n) => ({
    method: `USDT on ${n.name} (chain id ${n.chainId})`,
    rows: [
      ['Receiving address', n.receivingAddress],
      ...n.tokens.map((t): [string, string] => [`${t.symbol} token contract`, t.contract]),
    ],
    note: 'Send the payable amount to the receiving address, then enter the transaction hash on the order’s Pay page, which matches the transfer to this order.',
  }));
  return [...bank, ...usdt];
}

/** Every document is in US dollars: the shop prices and takes payment in USD only. */
export const DOCUMENT_CURRENCY = 'USD';

const money = (value: Prisma.Decimal | string) => new Prisma.Decimal(value).toFixed(2);

export interface ProformaOrder {
  orderNo: string;
  createdAt: Date;
  expiresAt: Date;
  productAmount: Prisma.Decimal;
  couponAmount: Prisma.Decimal;
  payableAmount: Prisma.Decimal;
  lines: {
    productName: string;
    sendCycleName: string;
    productNum: number;
    unitPrice: Prisma.Decimal;
    payableAmount: Prisma.Decimal;
  }[];
  address: OrderAddressParts;
}

export function proformaContent(identity: DocumentIdentity, o: ProformaOrder): ProformaContent {
  return {
    kind: 'PI',
    orderNo: o.orderNo,
    issuedAt: o.createdAt.toISOString(),
    validUntil: o.expiresAt.toISOString(),
    currency: DOCUMENT_CURRENCY,
    vendor: identity.vendor,
    brand: identity.brand,
    buyer: buyerBlock(o.address),
    lines: o.lines.map((l) => ({
      product: l.productName,
      sendCycle: l.sendCycleName,
      quantity: l.productNum,
      unitPrice: money(l.unitPrice),
      amount: money(l.payableAmount),
    })),
    productAmount: money(o.productAmount),
    couponAmount: money(o.couponAmount),
    payableAmount: money(o.payableAmount),
    payment: paymentInstructions(identity),
  };
}

/**
 * The price the buyer paid for one unit of a line: its price less its share of the order's coupon
 * (the coupon spread over the order in proportion to each line's amount), to the cent. This is the
 * declared value; no call takes another.
 */
export function paidUnitValue(
  unitPrice: Prisma.Decimal,
  order: { productAmount: Prisma.Decimal; payableAmount: Prisma.Decimal },
): Prisma.Decimal {
  if (order.productAmount.lessThanOrEqualTo(0)) return new Prisma.Decimal(0);
  return unitPrice.mul(order.payableAmount).div(order.productAmount).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
}

/** What heads every document of an order but the proforma: the order, the date, vendor, brand and buyer. */
function documentHead(
  identity: DocumentIdentity,
  orderNo: string,
  address: OrderAddressParts,
  issuedAt: Date,
): DocumentHead {
  return {
    orderNo,
    issuedAt: issuedAt.toISOString(),
    currency: DOCUMENT_CURRENCY,
    vendor: identity.vendor,
    brand: identity.brand,
    buyer: buyerBlock(address),
  };
}

export type ShipmentDocuments = { issued: IssuedDocument[]; blocked: null } | { issued: []; blocked: string[] };

/** What a shipment's invoice and packing list say, or which products lack their customs fields. */
export type ShipmentFacts = { facts: ShipmentDocument; totalValue: string; blocked: null } | { blocked: string[] };

/**
 * What a shipment's commercial invoice and packing list say, from the order's rows, the catalogue's
 * customs fields and the settings as they are now; or, when a product lacks an HS code or a country
 * of origin, which and what it lacks.
 */
export async function shipmentFacts(
  tx: Tx,
  identity: DocumentIdentity,
  input: { orderId: number; logisticsId: number; issuedAt: Date },
): Promise<ShipmentFacts> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: input.orderId },
    select: {
      orderNo: true,
      productAmount: true,
      payableAmount: true,
      address: true,
      lines: { select: { id: true, productId: true, productName: true, sendCycleName: true, unitPrice: true } },
    },
  });
  const shipment = await tx.orderLogistics.findUnique({
    where: { id: input.logisticsId },
    select: {
      id: true,
      orderId: true,
      logisticsName: true,
      logisticsNo: true,
      receiverName: true,
      shippedAt: true,
      lines: { select: { orderLineId: true, productNum: true, serials: true }, orderBy: { id: 'asc' } },
    },
  });
  if (!shipment || shipment.orderId !== input.orderId || !order.address) throw AppError.notFound('Shipment');
  const lineById = new Map(order.lines.map((l) => [l.id, l]));
  const shipped = shipment.lines.map((s) => ({ ...s, line: lineById.get(s.orderLineId)! }));
  const sheets = await customsSheets(tx, [...new Set(shipped.map((s) => s.line.productId))]);
  const missing = missingCustoms(sheets);
  if (missing.length > 0) return { blocked: missing };
  const sheetOf = new Map(sheets.map((s) => [s.productId, s]));
  const lines: ShipmentLine[] = shipped.map((s) => {
    const sheet = sheetOf.get(s.line.productId)!;
    const unit = paidUnitValue(s.line.unitPrice, order);
    return {
      product: s.line.productName,
      sendCycle: s.line.sendCycleName,
      hsCode: sheet.hsCode,
      countryOfOrigin: sheet.countryOfOrigin,
      quantity: s.productNum,
      unitValue: unit.toFixed(2),
      amount: unit.mul(s.productNum).toFixed(2),
      netWeight: sheet.netWeight,
      grossWeight: sheet.grossWeight,
      dimensions: sheet.dimensions,
      serials: s.serials,
    };
  });
  const standing = await standingDocuments(tx, input.orderId);
  return {
    facts: {
      ...documentHead(identity, order.orderNo, order.address, input.issuedAt),
      shipment: {
        id: shipment.id,
        carrier: shipment.logisticsName,
        trackingNo: shipment.logisticsNo,
        shippedAt: shipment.shippedAt.toISOString(),
        receiverName: shipment.receiverName,
      },
      incoterm: identity.incoterm,
      lines,
      proformaNumber: standing.find((d) => d.kind === 'PI')?.number ?? null,
    },
    totalValue: lines.reduce((sum, l) => sum.add(l.amount), new Prisma.Decimal(0)).toFixed(2),
    blocked: null,
  };
}

/**
 * Issues a shipment's commercial invoice and packing list in the shipment's transaction (or the
 * later `orders/documents/issue`), or answers which products lack their customs fields.
 */
export async function issueShipmentDocuments(
  tx: Tx,
  identity: DocumentIdentity,
  input: { orderId: number; logisticsId: number; issuedAt: Date; staffId: number | null },
): Promise<ShipmentDocuments> {
  const built = await shipmentFacts(tx, identity, input);
  if (built.blocked) return { issued: [], blocked: built.blocked };
  const base = {
    orderId: input.orderId,
    logisticsId: input.logisticsId,
    issuedAt: input.issuedAt,
    staffId: input.staffId,
  };
  const invoiceContent: InvoiceContent = { ...built.facts, kind: 'INV', totalValue: built.totalValue };
  const invoice = await issueDocument(tx, { ...base, kind: 'INV', content: invoiceContent });
  const packingContent: PackingListContent = { ...built.facts, kind: 'PL', invoiceNumber: invoice.number };
  const packing = await issueDocument(tx, { ...base, kind: 'PL', content: packingContent });
  return { issued: [invoice, packing], blocked: null };
}

/** What a refund's credit note says, from the order as it is now. */
export async function creditNoteContent(
  tx: Tx,
  identity: DocumentIdentity,
  input: { orderId: number; refundAmount: Prisma.Decimal | string; reason: string; issuedAt: Date },
): Promise<CreditNoteContent> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: input.orderId },
    select: { orderNo: true, paidAmount: true, address: true },
  });
  if (!order.address) throw AppError.notFound('Order address');
  const against = (await standingDocuments(tx, input.orderId))
    .filter((d) => d.kind === 'PI' || d.kind === 'INV')
    .map((d) => d.number);
  return {
    kind: 'CN',
    ...documentHead(identity, order.orderNo, order.address, input.issuedAt),
    against,
    paidAmount: money(order.paidAmount),
    refundAmount: money(input.refundAmount),
    reason: input.reason || 'The order was canceled.',
  };
}

/** The credit note of a refund, issued in the transaction that records it. */
export async function issueCreditNote(
  tx: Tx,
  identity: DocumentIdentity,
  input: { orderId: number; refundAmount: Prisma.Decimal; reason: string; issuedAt: Date; staffId: number | null },
): Promise<IssuedDocument> {
  return issueDocument(tx, {
    kind: 'CN',
    orderId: input.orderId,
    content: await creditNoteContent(tx, identity, input),
    issuedAt: input.issuedAt,
    staffId: input.staffId,
  });
}

/** What an order's proforma says now: its lines, amounts and address, valid until it expires. */
export async function proformaOfOrder(
  tx: Tx,
  identity: DocumentIdentity,
  orderId: number,
  issuedAt: Date,
): Promise<ProformaContent> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { lines: { orderBy: { id: 'asc' } }, address: true },
  });
  if (!order.address) throw AppError.notFound('Order address');
  return {
    ...proformaContent(identity, { ...order, address: order.address }),
    issuedAt: issuedAt.toISOString(),
  };
}
