import { Prisma } from '../../apps/api/src/db/generated/client.ts';
import { FileKind } from '../../apps/api/src/modules/after-sale/after-sale.repository.ts';
import { storePrivateFile } from '../../apps/api/src/modules/files/files.service.ts';
import { warrantyStatus } from '../../apps/api/src/modules/support/warranty.ts';
import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '../../packages/contract/src/after-sale.ts';
import { cardPng } from './art/receipt-png.ts';
import { DEMO_BUYER } from './buying.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';

const DAY = 24 * 60 * 60 * 1000;

const SERVICE_CENTRE = {
  merchantsLogisticName: 'HashForge Service Centre',
  merchantsLogisticPhone: '+852 3590 1200',
  merchantsLogisticAddress: 'Unit 5, 8 Science Park West Ave, Sha Tin, Hong Kong',
};

const RETURN_ADDRESS = {
  receiverName: 'Morgan Alex',
  mobileCode: '+1',
  mobile: '5125550142',
  country: 'United States',
  state: 'TX',
  city: 'Rockdale',
  postcode: '76567',
  receiverFirstAddr: '1200 Industrial Park Rd',
  receiverTwoAddr: 'Bay 4',
};

async function photo(
  ctx: SeedContext,
  ownerId: number,
  name: string,
  accent: [number, number, number],
  purpose: 'afterSalePhoto' | 'quotation',
) {
  const file = await storePrivateFile(
    { prisma: ctx.prisma, storage: ctx.storage, clock: { now: () => ctx.now } },
    ownerId,
    { bytes: cardPng({ accent, bars: 4 }), fileName: name, contentType: 'image/png', extension: 'png', purpose },
  );
  return file.id;
}

/**
 * The demo buyer's repair requests at the stages where a buyer acts: one awaiting review, one
 * approved and waiting for the devices, one quoted and waiting for payment, one shipped back and
 * waiting for the buyer's receipt. Serials and their warranty come from the support step's serials.
 */
export const afterSaleStep: SeedStep = {
  name: 'after-sale',
  async run(ctx) {
    const { prisma, now } = ctx;
    const user = await prisma.user.findUnique({ where: { email: DEMO_BUYER.email } });
    if (!user) return;
    const serials = await prisma.machineSerial.findMany({ orderBy: { id: 'asc' }, take: 12 });
    const pick = (i: number) => serials[i % Math.max(1, serials.length)];

    const requests = [
      {
        status: S.pending,
        payStatus: Pay.pending,
        ageDays: 1,
        devices: [0],
        text: 'Fan 3 makes a grinding noise and the board temperature alarm goes off after ten minutes.',
      },
      {
        status: S.waitingShipment,
        payStatus: Pay.pending,
        ageDays: 4,
        devices: [1, 2],
        text: 'Two units show 0 TH/s on one hashboard each after a firmware update.',
      },
      {
        status: S.processing,
        payStatus: Pay.waitingPayment,
        ageDays: 15,
        devices: [3],
        text: 'The PSU smelled burnt and the unit no longer powers on.',
      },
      {
        status: S.vendorShipped,
        payStatus: Pay.free,
        ageDays: 25,
        devices: [6],
        text: 'Control board reboots every few minutes; network light blinks.',
      },
    ];

    for (const r of requests) {
      const created = new Date(now.getTime() - r.ageDays * DAY);
      const devices = r.devices.map(pick).filter((s) => s !== undefined);
      const row = await prisma.afterSale.create({
        data: {
          userId: user.id,
          userName: 'Morgan Alex',
          email: DEMO_BUYER.email,
          mobileCode: '+1',
          mobile: '5125550142',
          describes: r.text,
          payIntention: '1',
          status: r.status,
          payStatus: r.payStatus,
          createdAt: created,
          // A pending request has waited at 10 since it was made; the others moved on a day later.
          statusChangedAt: r.status === S.pending ? created : new Date(created.getTime() + DAY),
          codes: {
            create: devices.map((s) => ({
              machineCode: s.machineCode,
              status: warrantyStatus(s.afterEndTime, now),
              productCategoryName: s.productCategoryName,
            })),
          },
          files: {
            create: [
              {
                kind: FileKind.problemPhoto,
                fileId: await photo(ctx, user.id, 'problem.png', [234, 88, 12], 'afterSalePhoto'),
                createdAt: created,
              },
            ],
          },
        },
      });
      if (r.status >= S.waitingShipment) {
        await prisma.afterSaleCompanyLogistics.create({
          data: { afterSaleId: row.id, logisticsName: '', logisticsNo: '', ...SERVICE_CENTRE, createdAt: created },
        });
        await prisma.afterSaleRecord.create({
          data: {
            afterSaleId: row.id,
            userType: 2,
            content: '<p>Approved. Please pack the units in their original boxes and include the power cords.</p>',
            createdAt: new Date(created.getTime() + DAY),
          },
        });
      }
      if (r.status >= S.customerShipped) {
        await prisma.afterSaleUserLogistics.create({
          data: {
            afterSaleId: row.id,
            logisticsName: 'FedEx',
            logisticsNo: `7794${row.id}5521038`,
            createdAt: created,
          },
        });
        await prisma.afterSaleAddress.create({ data: { afterSaleId: row.id, ...RETURN_ADDRESS } });
      }
      if (r.payStatus === Pay.waitingPayment) {
        await prisma.afterSalePart.createMany({
          data: [
            {
              afterSaleId: row.id,
              name: 'APW PSU 3600W',
              partsNum: 1,
              salePrice: new Prisma.Decimal('185.00'),
              repairPrice: new Prisma.Decimal('35.00'),
            },
            {
              afterSaleId: row.id,
              name: 'Power cable set',
              partsNum: 1,
              salePrice: new Prisma.Decimal('12.00'),
              repairPrice: new Prisma.Decimal('0.00'),
            },
          ],
        });
        await prisma.afterSale.update({ where: { id: row.id }, data: { payAmount: new Prisma.Decimal('232.00') } });
        await prisma.afterSaleFile.create({
          data: {
            afterSaleId: row.id,
            kind: FileKind.proposal,
            fileId: await photo(ctx, user.id, 'quotation.png', [31, 78, 121], 'quotation'),
          },
        });
      }
      if (r.status >= S.vendorShipped) {
        await prisma.afterSaleCompanyLogistics.update({
          where: { afterSaleId: row.id },
          data: { logisticsName: 'UPS', logisticsNo: `1Z9${row.id}99AA1012345678` },
        });
      }
    }
  },
};
