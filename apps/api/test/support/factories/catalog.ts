import { randomBytes } from 'node:crypto';
import { createProduct, type NewProduct } from '../../../src/modules/catalog/write-catalog.ts';

export interface TestProduct {
  id: number;
  productCode: string;
  sendCycleIds: number[];
}

type ProductOverrides = Partial<Omit<NewProduct, 'category'>> & { category?: Partial<NewProduct['category']> };

/**
 * A product through the catalogue's own write path (HTML sanitised, public cache emptied). By
 * default: on sale, one send cycle at 1999.00 with 50 in stock.
 */
export async function createTestProduct(
  ctx: { deps: Parameters<typeof createProduct>[0] },
  overrides: ProductOverrides = {},
): Promise<TestProduct> {
  const productCode = overrides.productCode ?? `TP-${randomBytes(4).toString('hex').toUpperCase()}`;
  const { category, ...rest } = overrides;
  const created = await createProduct(ctx.deps, {
    productCode,
    name: `Test Miner ${productCode}`,
    productClass: 'HashForge Test',
    shelvesStatus: 1,
    productDetail: '<p>A test machine.</p>',
    images: ['/images/test-main.svg', '/images/test-side.svg'],
    attributes: [{ name: 'Model', value: productCode }],
    sendCycles: [{ name: 'Spot, ships in 3 days', price: '1999.00', stock: 50 }],
    ...rest,
    category: {
      name: `Test ${productCode}`,
      aliasName: `T ${productCode}`,
      cryptoAlgorithm: 'SHA-256',
      hashrate: '200 TH/s',
      memory: '',
      powerConsumption: '3500 W',
      powerEfficiency: '17.5 J/TH',
      chipNum: '',
      coolMode: 'Air',
      powerNorms: '',
      cooling: '4 fans',
      networkingConnectionMode: 'Ethernet',
      operatingTemperature: '0-40 °C',
      voltage: '200-240 V',
      noise: '75 dB',
      shape: 'Box',
      netWeight: '14.2 kg',
      grossWeight: '16.0 kg',
      netDimensions: '400 x 195 x 290 mm',
      grossDimensions: '570 x 316 x 430 mm',
      ...category,
    },
  });
  return { id: created.id, productCode, sendCycleIds: created.sendCycleIds };
}
