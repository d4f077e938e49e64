import { Prisma } from '../../apps/api/src/db/generated/client.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.ts';
import { publicFileUrl, storePrivateFile } from '../../apps/api/src/modules/files/files.service.ts';
import { newOrderNo } from '../../apps/api/src/modules/order/order-no.ts';
import { cardPng } from './art/receipt-png.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';

/** The demo buyer of the README: can sign in and order at once (KYC approved). */
export const DEMO_BUYER = { email: 'demo@hashforge.example', password: 'demo1234' } as const;

const DAY = 24 * 3600 * 1000;

const addresses = [
  {
    receiverName: 'Alex Morgan',
    receiverFirstAddr: '1200 Industrial Park Rd',
    receiverTwoAddr: 'Building C, Dock 4',
    country: 'United States',
    state: 'Texas',
    city: 'Rockdale',
    postcode: '76567',
    mobile: '5125550142',
    mobileCode: '+1',
    companyName: 'Morgan Hash LLC',
    defaultStatus: 1,
  },
  {
    receiverName: 'Alex Morgan',
    receiverFirstAddr: 'Keilaranta 19',
    receiverTwoAddr: '',
    country: 'Finland',
    state: 'Uusimaa',
    city: 'Espoo',
    postcode: '02150',
    mobile: '401234567',
    mobileCode: '+358',
    companyName: '',
    defaultStatus: 0,
  },
];

interface SeedLine {
  productCode: string;
  /** Index of the send cycle in catalogue order. */
  cycle: number;
  quantity: number;
}

interface SeedOrder {
  status: number;
  ageDays: number;
  lines: SeedLine[];
  payType: number;
  /** Proofs: amount as a share of the payable, and the finance status. */
  proofs: { share: number; financeStatus: number }[];
  shipments: { confirmed: boolean; ageDays: number }[];
}

const orders: SeedOrder[] = [
  {
    status: 10,
    ageDays: 0,
    lines: [{ productCode: 'HF-KS5-PULSE', cycle: 0, quantity: 2 }],
    payType: 0,
    proofs: [],
    shipments: [],
  },
  {
    status: 20,
    ageDays: 1,
    lines: [{ productCode: 'HF-S21-FORGE', cycle: 0, quantity: 1 }],
    payType: 3,
    proofs: [{ share: 1, financeStatus: 0 }],
    shipments: [],
  },
  {
    status: 40,
    ageDays: 12,
    lines: [
      { productCode: 'HF-X4-MINI', cycle: 0, quantity: 4 },
      { productCode: 'HF-AL3-AURORA', cycle: 0, quantity: 1 },
    ],
    payType: 3,
    proofs: [
      { share: 0.5, financeStatus: 1 },
      { share: 0.5, financeStatus: 1 },
    ],
    shipments: [
      { confirmed: true, ageDays: 6 },
      { confirmed: false, ageDays: 2 },
    ],
  },
  {
    status: 50,
    ageDays: 40,
    lines: [{ productCode: 'HF-S21-FORGE', cycle: 0, quantity: 2 }],
    payType: 3,
    proofs: [{ share: 1, financeStatus: 1 }],
    shipments: [{ confirmed: true, ageDays: 30 }],
  },
];

async function privateImage(
  ctx: SeedContext,
  ownerId: number,
  name: string,
  accent: [number, number, number],
  bars: number,
  purpose: 'kyc' | 'paymentProof',
) {
  return storePrivateFile({ prisma: ctx.prisma, storage: ctx.storage, clock: { now: () => ctx.now } }, ownerId, {
    bytes: cardPng({ accent, bars }),
    fileName: name,
    contentType: 'image/png',
    extension: 'png',
    purpose,
  });
}

/**
 * The demo buyer with an approved KYC, two addresses (one default), one coupon of each type and
 * orders in the states a buyer meets: unpaid, paid awaiting review, shipped awaiting receipt, and
 * complete. Seed orders take their units out of stock like real ones.
 */
export const buyingStep: SeedStep = {
  name: 'buying',
  async run(ctx) {
    const { prisma, now } = ctx;
    const user = await prisma.user.create({
      data: {
        email: DEMO_BUYER.email,
        passwordHash: await hashPassword(DEMO_BUYER.password),
        nickName: 'Alex',
        isDemo: true,
      },
    });

    const passport = await privateImage(ctx, user.id, 'passport.png', [31, 78, 121], 5, 'kyc');
    const selfie = await privateImage(ctx, user.id, 'selfie.png', [120, 130, 145], 3, 'kyc');
    await prisma.kyc.create({
      data: {
        userId: user.id,
        status: 2,
        country: 'United States',
        idDocumentType: 1,
        firstName: 'Morgan',
        lastName: 'Alex',
        birthday: new Date('1987-03-14'),
        gender: 1,
        idNumber: 'X12345678',
        expireDateType: 1,
        expireDate: new Date('2032-09-30'),
        address: '1200 Industrial Park Rd, Rockdale, TX 76567',
        postal: '76567',
        submittedAt: new Date(now.getTime() - 60 * DAY),
        reviewedAt: new Date(now.getTime() - 59 * DAY),
        files: {
          create: [
            { kind: 1, fileId: passport.id },
            { kind: 2, fileId: selfie.id },
          ],
        },
      },
    });

    let defaultAddress: (typeof addresses)[number] = addresses[0]!;
    for (const [i, a] of addresses.entries()) {
      await prisma.shippingAddress.create({
        data: { ...a, userId: user.id, createdAt: new Date(now.getTime() - (10 - i) * DAY) },
      });
      if (a.defaultStatus === 1) defaultAddress = a;
    }

    const month = 30 * DAY;
    await prisma.userCoupon.createMany({
      data: [
        {
          userId: user.id,
          type: 1,
          price: new Prisma.Decimal('50.00'),
          startTime: new Date(now.getTime() - DAY),
          endTime: new Date(now.getTime() + 3 * month),
        },
        {
          userId: user.id,
          type: 2,
          price: new Prisma.Decimal('120.00'),
          productClass: 'S21 Series',
          productCategoryName: 'HF-S21 Forge 200T',
          startTime: new Date(now.getTime() - DAY),
          endTime: new Date(now.getTime() + 2 * month),
        },
        {
          userId: user.id,
          type: 3,
          price: new Prisma.Decimal('300.00'),
          excessAmount: new Prisma.Decimal('10000.00'),
          startTime: new Date(now.getTime() - DAY),
          endTime: new Date(now.getTime() + month),
        },
        // History for the used and expired tabs.
        {
          userId: user.id,
          type: 1,
          price: new Prisma.Decimal('30.00'),
          status: 3,
          startTime: new Date(now.getTime() - 4 * month),
          endTime: new Date(now.getTime() - month),
        },
      ],
    });

    for (const o of orders) {
      const createdAt = new Date(now.getTime() - o.ageDays * DAY - 3600 * 1000);
      await prisma.$transaction(async (tx) => {
        const lines = [];
        for (const l of o.lines) {
          const product = await tx.product.findUniqueOrThrow({
            where: { productCode: l.productCode },
            include: { category: true, sendCycles: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
          });
          const cycle = product.sendCycles[l.cycle]!;
          lines.push({ product, cycle, quantity: l.quantity, amount: cycle.price.mul(l.quantity) });
        }
        for (const l of lines) {
          // Checkout's takeStock runs on plain SQL (decision 017); the seed keeps its own transaction.
          const taken = await tx.productSendCycle.updateMany({
            where: { id: l.cycle.id, stock: { gte: l.quantity } },
            data: { stock: { decrement: l.quantity } },
          });
          if (taken.count !== 1) throw new Error(`seed: not enough stock of ${l.product.name}`);
        }
        const productAmount = lines.reduce((s, l) => s.add(l.amount), new Prisma.Decimal(0));
        const order = await tx.order.create({
          data: {
            orderNo: newOrderNo(),
            userId: user.id,
            orderStatus: o.status,
            payType: o.payType,
            productAmount,
            payableAmount: productAmount,
            expiresAt: new Date(createdAt.getTime() + ctx.config.ORDER_EXPIRY_HOURS * 3600 * 1000),
            createdAt,
            lines: {
              create: lines.map((l) => ({
                productId: l.product.id,
                productSendCycleId: l.cycle.id,
                productClass: l.product.productClass,
                categoryName: l.product.category.name,
                productName: l.product.name,
                sendCycleName: l.cycle.name,
                unitPrice: l.cycle.price,
                productNum: l.quantity,
                sendProductNum: o.shipments.length > 0 ? l.quantity : 0,
                payableAmount: l.amount,
                mainImage: publicFileUrl(ctx, l.product.mainImage),
              })),
            },
            address: {
              create: {
                receiverName: defaultAddress.receiverName,
                mobileCode: defaultAddress.mobileCode,
                mobile: defaultAddress.mobile,
                country: defaultAddress.country,
                state: defaultAddress.state,
                city: defaultAddress.city,
                postcode: defaultAddress.postcode,
                receiverFirstAddr: defaultAddress.receiverFirstAddr,
                receiverTwoAddr: defaultAddress.receiverTwoAddr,
                companyName: defaultAddress.companyName,
              },
            },
          },
          include: { lines: true },
        });
        let paidAmount = new Prisma.Decimal(0);
        for (const [i, p] of o.proofs.entries()) {
          const receipt = await privateImage(
            ctx,
            user.id,
            `wire-receipt-${i + 1}.png`,
            [22, 110, 80],
            4,
            'paymentProof',
          );
          const amount = productAmount.mul(p.share).toDecimalPlaces(2);
          // An approved proof counts what finance received (here: what the buyer sent).
          const received = p.financeStatus === 1 ? amount : null;
          if (received) paidAmount = paidAmount.add(received);
          await tx.orderAging.create({
            data: {
              orderId: order.id,
              currentPayAmount: amount,
              receivedAmount: received,
              financeStatus: p.financeStatus,
              createdAt: new Date(createdAt.getTime() + (i + 1) * 6 * 3600 * 1000),
              reviewedAt: p.financeStatus === 0 ? null : new Date(createdAt.getTime() + (i + 1) * DAY),
              files: { create: [{ fileId: receipt.id }] },
            },
          });
        }
        if (paidAmount.greaterThan(0)) await tx.order.update({ where: { id: order.id }, data: { paidAmount } });
        for (const [i, s] of o.shipments.entries()) {
          // The first shipment carries the first line, the last one everything else.
          const shipped =
            o.shipments.length === 1 ? order.lines : i === 0 ? order.lines.slice(0, 1) : order.lines.slice(1);
          await tx.orderLogistics.create({
            data: {
              orderId: order.id,
              logisticsName: i === 0 ? 'DHL Express' : 'FedEx International Priority',
              logisticsNo: i === 0 ? `JD01460000${4711 + i}` : `7946${1234 + i}05521`,
              receiverName: defaultAddress.receiverName,
              sendStatus: s.confirmed ? 2 : 1,
              shippedAt: new Date(now.getTime() - s.ageDays * DAY),
              receivedAt: s.confirmed ? new Date(now.getTime() - (s.ageDays - 4) * DAY) : null,
              lines: { create: shipped.map((l) => ({ orderLineId: l.id, productNum: l.productNum })) },
            },
          });
        }
      });
    }
  },
};
