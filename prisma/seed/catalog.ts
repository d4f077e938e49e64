import { createProduct } from '../../apps/api/src/modules/catalog/write-catalog.ts';
import { createBanner } from '../../apps/api/src/modules/content/write-content.ts';
import { storePublicFile } from '../../apps/api/src/modules/files/files.service.ts';
import { bannerSvg, type MachineArt, machineSvg } from './art/machine-svg.ts';
import { type SeedCycle, type SeedProduct, seedProducts } from './data/products.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function machineArt(p: SeedProduct): MachineArt {
  return {
    model: p.category.name.replace(/ \S+$/, ''),
    spec: `${p.category.hashrate} · ${p.category.cryptoAlgorithm}`,
    form: p.form,
    accent: p.accent,
  };
}

function cycleOf(c: SeedCycle, now: Date): { name: string; deliveryDate: Date } {
  if (c.monthsAhead === 0) {
    return {
      name: 'Spot: ships within 5 business days',
      deliveryDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7)),
    };
  }
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + c.monthsAhead, 1));
  const month = MONTHS[first.getUTCMonth()]!;
  return {
    name: `${month} ${first.getUTCFullYear()} batch: ships ${month} 1-15`,
    deliveryDate: new Date(first.getTime() + 14 * 24 * 60 * 60 * 1000),
  };
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function productDetail(p: SeedProduct): string {
  const c = p.category;
  const rows: [string, string][] = [
    ['Algorithm', c.cryptoAlgorithm],
    ['Hashrate', c.hashrate],
    ['Power at the wall', c.powerConsumption],
    ['Efficiency', c.powerEfficiency],
    ['Cooling', `${c.coolMode}, ${c.cooling}`],
    ['Noise', c.noise],
  ];
  return [
    `<p class="lead">${esc(p.tagline)}</p>`,
    `<h2>Why the ${esc(c.aliasName)}</h2>`,
    ...p.highlights.map(([title, body]) => `<h3>${esc(title)}</h3><p>${esc(body)}</p>`),
    '<h2>At a glance</h2>',
    `<table class="spec-table"><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`,
    `<h2>Mineable coins</h2><p>${esc(p.coins)}</p>`,
    `<h2>In the box</h2><ul>${p.inTheBox.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
    '<h2>Delivery, payment and warranty</h2>',
    '<ul>',
    '<li>Spot units leave our Hong Kong or Rotterdam warehouse within 5 business days of a cleared payment; batch units ship in the window named on the send cycle.</li>',
    '<li>Payment by USD bank wire only. Upload your transfer proof within 48 hours of placing the order, or the order is cancelled and the units return to stock.</li>',
    `<li>Warranty: ${p.warrantyDays} days on the machine and ${p.boardWarrantyDays} days on the hash boards from the ship date. Check any unit's warranty with its SN on the <a href="/support/searchsn">SN search</a> page.</li>`,
    '<li>Import duties and local taxes are paid by the buyer. We supply a commercial invoice and packing list with every shipment.</li>',
    '</ul>',
    '<p class="note">Hashrate and power are nominal values at 25 °C ambient with stock firmware; actual figures vary by ±5%.</p>',
  ].join('');
}

function attributes(p: SeedProduct): { name: string; value: string }[] {
  const c = p.category;
  const list: [string, string][] = [
    ['Model', c.name],
    ['Algorithm', c.cryptoAlgorithm],
    ['Hashrate', c.hashrate],
    ['Power consumption', c.powerConsumption],
    ['Power efficiency', c.powerEfficiency],
    ['Memory', c.memory],
    ['Chips', c.chipNum],
    ['Cooling', `${c.coolMode}; ${c.cooling}`],
    ['Power supply', c.powerNorms],
    ['Input voltage', c.voltage],
    ['Network', c.networkingConnectionMode],
    ['Operating temperature', c.operatingTemperature],
    ['Noise', c.noise],
    ['Form factor', c.shape],
    ['Net weight', c.netWeight],
    ['Gross weight', c.grossWeight],
    ['Dimensions (net)', c.netDimensions],
    ['Dimensions (packed)', c.grossDimensions],
    ['Warranty', `${p.warrantyDays} days machine, ${p.boardWarrantyDays} days hash boards`],
  ];
  return list.filter(([, v]) => v !== '').map(([name, value]) => ({ name, value }));
}

async function storeSvg(ctx: SeedContext, svg: string, fileName: string): Promise<string> {
  const file = await storePublicFile(ctx, {
    bytes: Buffer.from(svg),
    fileName,
    contentType: 'image/svg+xml',
    purpose: 'image',
  });
  return file.storageKey;
}

/**
 * The demo machines' customs fields: HS 8471.50 (processing units, under which ASIC miners are
 * declared in most countries), made in China, but the small Etchash boxes, which the demo vendor
 * has assembled in Malaysia.
 */
function customsOf(p: SeedProduct): { hsCode: string; countryOfOrigin: string } {
  return { hsCode: '8471.50', countryOfOrigin: p.productCode.startsWith('HF-X4') ? 'MY' : 'CN' };
}

/** The demo catalogue: ten machines with drawn renders, and the three home banners. */
export const catalogStep: SeedStep = {
  name: 'catalog',
  async run(ctx) {
    const byCode = new Map(seedProducts.map((p) => [p.productCode, p]));
    await Promise.all(
      seedProducts.map(async (p, sort) => {
        const images = await Promise.all(
          p.views.map((view) =>
            storeSvg(ctx, machineSvg(machineArt(p), view), `${p.productCode.toLowerCase()}-${view}.svg`),
          ),
        );
        await createProduct(ctx, {
          productCode: p.productCode,
          name: p.name,
          productClass: p.productClass,
          category: p.category,
          shelvesStatus: p.shelvesStatus,
          buyMinLimit: p.buyMinLimit,
          buyMaxLimit: p.buyMaxLimit,
          productDetail: productDetail(p),
          images,
          attributes: attributes(p),
          ...customsOf(p),
          sendCycles: p.cycles.map((c) => ({
            ...cycleOf(c, ctx.now),
            price: c.price,
            stock: c.stock,
            stockStatus: c.stockStatus,
          })),
          // Catalogue order comes from `sort`, so the products can be written side by side.
          sort,
        });
      }),
    );

    const banners = [
      {
        code: 'HF-S21-FORGE',
        jumpUrl: '/productDetail/HF-S21-FORGE',
        headline: 'HF-S21 Forge',
        sub: '200 TH/s at 17.5 J/TH. Spot units ship this week.',
        tag: 'SHA-256 flagship',
        from: '#0b1220',
        to: '#1b2a44',
      },
      {
        code: 'HF-X4-MINI',
        jumpUrl: '/product-list',
        headline: 'The X4 family',
        sub: 'Etchash from a 35 dB desktop unit to a 4U server.',
        tag: 'Etchash',
        from: '#06201c',
        to: '#0f3d35',
      },
      {
        code: 'HF-S21-HYDRO',
        jumpUrl: '/bulk-order',
        headline: 'Buying 50 or more?',
        sub: 'Tiered pricing, hydro racks and on-site commissioning.',
        tag: 'Bulk orders',
        from: '#0a1630',
        to: '#173b6c',
      },
    ];
    for (const [sort, b] of banners.entries()) {
      const p = byCode.get(b.code);
      if (!p) throw new Error(`banner names unknown product ${b.code}`);
      const mediaUrl = await storeSvg(
        ctx,
        bannerSvg({ headline: b.headline, sub: b.sub, tag: b.tag, machine: machineArt(p), from: b.from, to: b.to }),
        `banner-${sort + 1}.svg`,
      );
      await createBanner(ctx, { type: 1, mediaUrl, jumpUrl: b.jumpUrl, sort });
    }
  },
};
