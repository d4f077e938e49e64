import type {
  BrandBlock,
  BuyerBlock,
  InvoiceContent,
  PackingListContent,
  ProformaContent,
  ShipmentLine,
  VendorBlock,
} from '../../src/modules/trade-document/document-content.ts';

/**
 * Document contents for the renderer's tests and the documents benchmark: a vendor, buyers whose
 * addresses are in Arabic, Chinese, Turkish, Vietnamese and Cyrillic, and as many lines and serials
 * as a test asks for.
 */
export const sampleVendor: VendorBlock = {
  name: 'HashForge Technologies Ltd.',
  address: '18 Harbour Road, Wan Chai, Hong Kong',
  email: 'support@hashforge.example',
  phone: '+1 (415) 555-0139',
  registrationNumber: 'CR 3141592',
  taxNumber: 'BR 27182818-000',
};

export const sampleBrand: BrandBlock = { shopName: 'HashForge', primary: '#0b1120', accent: '#c2410c', logo: null };

export const sampleBuyers = {
  arabic: {
    receiverName: 'أحمد المنصوري',
    companyName: 'شركة التعدين الرقمي',
    phone: '+971 50 123 4567',
    addressLines: ['شارع الشيخ زايد 12، برج الأفق', 'دبي 00000', 'United Arab Emirates'],
    taxCode: 'TRN 100234567800003',
    importerName: 'Gulf Customs Brokers LLC',
    importerAddress: 'Jebel Ali Free Zone, Dubai',
  },
  chinese: {
    receiverName: '王小明',
    companyName: '香港数字矿业有限公司',
    phone: '+852 2345 6789',
    addressLines: ['九龙尖沙咀广东道 88 号 12 楼', '香港 999077', 'Hong Kong'],
    taxCode: 'BR 66778899',
    importerName: '',
    importerAddress: '',
  },
  mixed: {
    receiverName: 'Şükrü Nguyễn-Иванов',
    companyName: 'Özgür Madencilik A.Ş.',
    phone: '+90 212 555 0101',
    addressLines: ['Büyükdere Cd. No:185, Levent', 'İstanbul 34394', 'Türkiye'],
    taxCode: 'VKN 1234567890',
    importerName: 'Đặng Thị Hương — Công ty TNHH',
    importerAddress: 'ул. Тверская, 7, Москва',
  },
} satisfies Record<string, BuyerBlock>;

export function sampleProforma(lines: number, buyer: BuyerBlock = sampleBuyers.mixed): ProformaContent {
  const rows = Array.from({ length: lines }, (_, i) => {
    const quantity = (i % 5) + 1;
    const unit = 1000 + i * 37.5;
    return {
      product: `HF-S21 Forge ${200 + i} TH/s`,
      sendCycle: i % 2 ? 'Spot: ships within 5 business days' : 'March 2027 batch',
      quantity,
      unitPrice: unit.toFixed(2),
      amount: (unit * quantity).toFixed(2),
    };
  });
  const total = rows.reduce((s, r) => s + Number(r.amount), 0);
  return {
    kind: 'PI',
    orderNo: 'HF20261127000123',
    issuedAt: '2026-11-27T08:00:00.000Z',
    validUntil: '2026-11-28T08:00:00.000Z',
    currency: 'USD',
    vendor: sampleVendor,
    brand: sampleBrand,
    buyer,
    lines: rows,
    productAmount: total.toFixed(2),
    couponAmount: '100.00',
    payableAmount: (total - 100).toFixed(2),
    payment: [
      {
        method: 'Bank wire (USD)',
        rows: [
          ['Beneficiary', 'HashForge Technologies Ltd.'],
          ['Beneficiary address', '18 Harbour Road, Wan Chai, Hong Kong'],
          ['Bank', 'Example Commercial Bank (Hong Kong) Ltd.'],
          ['Bank address', '1 Queen’s Road Central, Hong Kong'],
          ['Account number', '012-345678-901'],
          ['SWIFT / BIC', 'EXCBHKHHXXX'],
        ],
      },
    ],
  };
}

export function sampleShipmentLines(lines: number, serialsPerLine: number): ShipmentLine[] {
  return Array.from({ length: lines }, (_, i) => ({
    product: `HF-S21 Forge ${200 + i} TH/s`,
    sendCycle: 'March 2027 batch',
    hsCode: '8471.50',
    countryOfOrigin: i % 2 ? 'MY' : 'CN',
    quantity: serialsPerLine,
    unitValue: '3150.00',
    amount: (3150 * serialsPerLine).toFixed(2),
    netWeight: '14.2 kg',
    grossWeight: '16.5 kg',
    dimensions: '400 × 195 × 290 mm',
    serials: Array.from(
      { length: serialsPerLine },
      (_, s) => `HFS21${String(i).padStart(2, '0')}${String(s).padStart(6, '0')}`,
    ),
  }));
}

const shipment = {
  orderNo: 'HF20261127000123',
  issuedAt: '2026-11-29T10:00:00.000Z',
  currency: 'USD',
  vendor: sampleVendor,
  brand: sampleBrand,
  shipment: {
    id: 42,
    carrier: 'DHL Express',
    trackingNo: '1234567890',
    shippedAt: '2026-11-29T09:00:00.000Z',
    receiverName: 'Şükrü',
  },
  incoterm: 'FCA Hong Kong',
  proformaNumber: 'PI-2026-000123',
};

export function sampleInvoice(
  lines: number,
  serialsPerLine: number,
  buyer: BuyerBlock = sampleBuyers.mixed,
): InvoiceContent {
  const rows = sampleShipmentLines(lines, serialsPerLine);
  return {
    ...shipment,
    kind: 'INV',
    buyer,
    lines: rows,
    totalValue: rows.reduce((s, r) => s + Number(r.amount), 0).toFixed(2),
  };
}

export function samplePackingList(
  lines: number,
  serialsPerLine: number,
  buyer: BuyerBlock = sampleBuyers.mixed,
): PackingListContent {
  return {
    ...shipment,
    kind: 'PL',
    buyer,
    lines: sampleShipmentLines(lines, serialsPerLine),
    invoiceNumber: 'INV-2026-000077',
  };
}
