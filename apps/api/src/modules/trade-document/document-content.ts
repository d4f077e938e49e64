/**
 * What a trade document says (decision 026), fixed in the transaction that issues it and stored
 * with it (trade_document.content): the PDF is rendered from this alone, so a later change of the
 * settings, the brand or the catalogue never changes a document already issued. Money is text with
 * two decimals, dates are ISO strings; all of it is what the buyer's order recorded.
 */

/** The document kinds and their number prefixes (PI-2026-000001). */
export const DOCUMENT_KINDS = ['PI', 'INV', 'PL', 'CN'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  PI: 'Proforma invoice',
  INV: 'Commercial invoice',
  PL: 'Packing list',
  CN: 'Credit note',
};

/** The vendor's company block, from the shop settings (company details). */
export interface VendorBlock {
  name: string;
  address: string;
  email: string;
  phone: string;
  registrationNumber: string;
  taxNumber: string;
}

/** The vendor's brand as the documents wear it: name, colours and the logo's stored file. */
export interface BrandBlock {
  shopName: string;
  primary: string;
  accent: string;
  logo: { storageKey: string; contentType: string } | null;
}

/** The buyer and consignee: the order's address, with its company, tax/import code and importer. */
export interface BuyerBlock {
  receiverName: string;
  companyName: string;
  phone: string;
  /** Street lines, then city, state and postcode, then the country. */
  addressLines: string[];
  /** The tax or import code the buyer gave (a CNPJ, an EORI, a VAT number). */
  taxCode: string;
  importerName: string;
  importerAddress: string;
}

/** One way to pay, as the Pay page shows it: a heading and its label/value rows. */
export interface PaymentInstruction {
  method: string;
  rows: [label: string, value: string][];
  note?: string;
}

export interface ProformaLine {
  product: string;
  sendCycle: string;
  quantity: number;
  unitPrice: string;
  amount: string;
}

/** What every trade document says at its head: whose order, when, in what currency, from whom to whom. */
export interface DocumentHead {
  orderNo: string;
  issuedAt: string;
  currency: string;
  vendor: VendorBlock;
  brand: BrandBlock;
  buyer: BuyerBlock;
}

export interface ProformaContent extends DocumentHead {
  kind: 'PI';
  /** The order's expiry: the price and the stock hold until then. */
  validUntil: string;
  lines: ProformaLine[];
  productAmount: string;
  couponAmount: string;
  payableAmount: string;
  payment: PaymentInstruction[];
}

/** A line of a shipment, as customs read it. */
export interface ShipmentLine {
  product: string;
  sendCycle: string;
  hsCode: string;
  countryOfOrigin: string;
  quantity: number;
  /** The price the buyer paid for one unit (the order line's price less its share of the coupon). */
  unitValue: string;
  amount: string;
  netWeight: string;
  grossWeight: string;
  dimensions: string;
  serials: string[];
}

/** What a shipment's commercial invoice and packing list both say. */
export interface ShipmentDocument extends DocumentHead {
  shipment: { id: number; carrier: string; trackingNo: string; shippedAt: string; receiverName: string };
  incoterm: string;
  lines: ShipmentLine[];
  /** The proforma invoice of the order, named on the invoice. */
  proformaNumber: string | null;
}

export interface InvoiceContent extends ShipmentDocument {
  kind: 'INV';
  totalValue: string;
}

export interface PackingListContent extends ShipmentDocument {
  kind: 'PL';
  /** The invoice issued with it. */
  invoiceNumber: string;
}

export interface CreditNoteContent extends DocumentHead {
  kind: 'CN';
  /** The documents the refund is against (the PI, the invoices). */
  against: string[];
  paidAmount: string;
  refundAmount: string;
  reason: string;
}

export type DocumentContent = ProformaContent | InvoiceContent | PackingListContent | CreditNoteContent;

/** A replacement names the document it corrects, printed under its title. */
export interface Correction {
  replaces: string;
  reason: string;
}
