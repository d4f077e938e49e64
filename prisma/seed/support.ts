import { addProductFile } from '../../apps/api/src/modules/catalog/write-catalog.ts';
import { storePublicFile } from '../../apps/api/src/modules/files/files.service.ts';
import { createFaqs, createMachineSerials } from '../../apps/api/src/modules/support/write-support.ts';
import { firmwareBin, firmwarePackage, type ManualSection, manualPdf } from './art/documents.ts';
import { seedFaq } from './data/faq.ts';
import { type SeedProduct, seedProducts } from './data/products.ts';
import type { SeedStep } from './seed-step.ts';

const DAY = 24 * 60 * 60 * 1000;

function slug(p: SeedProduct): string {
  return p.productCode.toLowerCase();
}

function manualSections(p: SeedProduct): ManualSection[] {
  const c = p.category;
  return [
    {
      heading: 'Safety',
      paragraphs: [
        `The ${c.name} runs on ${c.voltage}. Connect it only to an earthed outlet on a circuit rated for at least ${c.powerConsumption} plus 25% headroom, through a correctly rated breaker.`,
        'Never open the case while the machine is connected to power. The power supply keeps a dangerous charge for up to five minutes after it is unplugged.',
        `Keep the intake air within ${c.operatingTemperature}, dry and free of dust. Operation outside this range voids the warranty.`,
      ],
    },
    { heading: 'In the box', paragraphs: p.inTheBox.map((i) => `- ${i}`) },
    {
      heading: 'Specifications',
      paragraphs: [
        `Algorithm: ${c.cryptoAlgorithm}. Hashrate: ${c.hashrate}. Power at the wall: ${c.powerConsumption} (${c.powerEfficiency}).`,
        `Cooling: ${c.coolMode}, ${c.cooling}. Noise: ${c.noise}. Network: ${c.networkingConnectionMode}.`,
        `Dimensions: ${c.netDimensions} (packed ${c.grossDimensions}). Weight: ${c.netWeight} (packed ${c.grossWeight}).`,
      ],
    },
    {
      heading: 'Installation',
      paragraphs: [
        'Place the machine so that the intake and exhaust sides are free for at least 50 cm. Do not stack machines directly on each other; use shelving that lets air pass.',
        'Connect the Ethernet cable first, then the power cable. The machine starts by itself; the green LED blinks while it boots and stays on when it is hashing.',
      ],
    },
    {
      heading: 'Network set-up and first log-in',
      paragraphs: [
        'The machine takes an address from DHCP. Hold the IP Report button for five seconds to make it announce its address to the IP Reporter tool, or find it in your router’s client list.',
        'Open the address in a browser and log in with the default password printed on the label. You are asked to set your own password at once.',
        'Under Pools, enter up to three pool URLs with your worker name. The machine fails over to the next pool when one stops answering.',
      ],
    },
    {
      heading: 'Firmware updates',
      paragraphs: [
        'Download firmware only from the support download page. In the dashboard go to System > Firmware upgrade, choose the file and keep "Keep settings" ticked. The machine restarts twice; do not cut power during the upgrade.',
      ],
    },
    {
      heading: 'Troubleshooting',
      paragraphs: [
        'Red LED on: read the error on the dashboard’s status page. Fan errors: check that every fan spins and its connector is fully home. Missing hash board: re-seat its cables, then swap the data cable with a working board to locate the fault.',
        'Low hashrate: check the intake temperature, update the firmware and let the auto-tuning run for 30 minutes.',
      ],
    },
    {
      heading: 'Warranty and service',
      paragraphs: [
        `Warranty: ${p.warrantyDays} days on the machine and ${p.boardWarrantyDays} days on the hash boards from the ship date. Check the remaining warranty of any unit with its SN on the SN search page, and open repair requests under After-sales service in your account.`,
      ],
    },
  ];
}

/** Manuals and firmware per product, the FAQ, and sold serials with their warranty ends. */
export const supportStep: SeedStep = {
  name: 'support',
  async run(ctx) {
    const { prisma, now } = ctx;
    const products = await prisma.product.findMany({ select: { id: true, productCode: true } });
    const idOf = new Map(products.map((p) => [p.productCode, p.id]));

    await Promise.all(
      seedProducts.map(async (p) => {
        const productId = idOf.get(p.productCode);
        if (!productId) throw new Error(`the catalog step did not create ${p.productCode}`);
        const manual = await storePublicFile(ctx, {
          bytes: manualPdf(
            `${p.category.name} User Manual`,
            `Revision 1.${p.firmware.length}, HashForge Technologies Ltd`,
            manualSections(p),
          ),
          fileName: `${p.category.name} User Manual.pdf`,
          contentType: 'application/pdf',
          purpose: 'productFile',
        });
        const quickStart = await storePublicFile(ctx, {
          bytes: manualPdf(
            `${p.category.name} Quick Start`,
            'Four steps from the box to hashing',
            manualSections(p).slice(3, 5),
          ),
          fileName: `${p.category.name} Quick Start.pdf`,
          contentType: 'application/pdf',
          purpose: 'productFile',
        });
        await addProductFile(ctx, {
          productId,
          kind: 1,
          fileId: manual.id,
          moduleRemark: 'Safety, installation, network set-up, troubleshooting and warranty',
          createdAt: new Date(now.getTime() - 120 * DAY),
        });
        await addProductFile(ctx, {
          productId,
          kind: 1,
          fileId: quickStart.id,
          moduleRemark: 'Two-page guide to the first boot',
          createdAt: new Date(now.getTime() - 100 * DAY),
        });
        for (const fw of p.firmware) {
          const released = new Date(now.getTime() - fw.daysAgo * DAY);
          const spec = {
            model: p.category.name,
            slug: slug(p),
            version: fw.version,
            released,
            notes: fw.notes,
            imageBytes: 96 * 1024,
          };
          const file = await storePublicFile(ctx, {
            bytes: p.firmwareFormat === 'bin' ? firmwareBin(spec) : firmwarePackage(spec),
            fileName: `${slug(p)}-fw-${fw.version}.${p.firmwareFormat}`,
            contentType: p.firmwareFormat === 'bin' ? 'application/octet-stream' : 'application/gzip',
            purpose: 'productFile',
          });
          await addProductFile(ctx, {
            productId,
            kind: 2,
            fileId: file.id,
            moduleRemark: fw.remark,
            createdAt: released,
          });
        }
      }),
    );

    await createFaqs(
      ctx,
      seedFaq.map((f, sort) => ({ ...f, sort })),
    );

    // Six serials per product: in warranty, out of warranty, board-only cover and unknown dates.
    const serials = seedProducts.flatMap((p, pi) =>
      Array.from({ length: 6 }, (_, i) => {
        const shippedDaysAgo = [20, 150, p.warrantyDays + 40, p.boardWarrantyDays + 10, 400, 60][i]!;
        const shipped = now.getTime() - shippedDaysAgo * DAY;
        const unknown = i === 5 || (i === 4 && pi % 2 === 0);
        const hashrate = Number.parseFloat(p.category.hashrate);
        const unit = p.category.hashrate.replace(/^[\d.]+\s*/, '');
        return {
          machineCode: `${p.serialPrefix}${String(2400 + pi * 10 + i).padStart(6, '0')}`,
          productCategoryName: p.category.name,
          computingPower:
            i % 3 === 2 ? null : `${(hashrate * (0.98 + i * 0.01)).toFixed(hashrate < 10 ? 2 : 1)} ${unit}`,
          afterEndTime: unknown ? null : new Date(shipped + p.warrantyDays * DAY),
          afterEndPlateTime: unknown ? null : new Date(shipped + p.boardWarrantyDays * DAY),
        };
      }),
    );
    await createMachineSerials(ctx, serials);
  },
};
