import { CouponStatus, CouponType } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { findUserIdsByEmails } from '../../auth/users.ts';
import { findProductForCoupon } from '../../catalog/staff/find-product-for-coupon.ts';
import { listApprovedUserIds } from '../../kyc/kyc-state.ts';
import { assertWithinCouponLimit, type CouponAuthority } from '../coupon-limit.ts';

type CouponDeps = Pick<Deps, 'prisma'>;

export interface CouponInput {
  name: string;
  type: 1 | 2 | 3;
  price: string;
  excessAmount?: string | undefined;
  productId?: number | undefined;
  startTime: string;
  endTime: string;
}

/** `coupons/create` (coupons.write): the template each buyer's copy is made from; above the owner's limit only by the owner. */
export async function createCoupon(
  deps: CouponDeps,
  actor: StaffActor | null,
  input: CouponInput,
  authority: CouponAuthority,
) {
  let product: { productClass: string; productCategoryName: string } | null = null;
  if (input.type === CouponType.product) {
    product = await findProductForCoupon(deps, input.productId ?? 0);
    if (!product) throw AppError.field('productId', 'There is no such product');
  }
  const startTime = new Date(input.startTime);
  const endTime = new Date(input.endTime);
  const price = new Prisma.Decimal(input.price);
  return deps.prisma.$transaction(async (tx) => {
    await assertWithinCouponLimit(tx, price, authority);
    const row = await tx.coupon.create({
      data: {
        name: input.name,
        type: input.type,
        price,
        excessAmount:
          input.type === CouponType.threshold && input.excessAmount ? new Prisma.Decimal(input.excessAmount) : null,
        productId: product ? (input.productId ?? null) : null,
        productClass: product?.productClass ?? null,
        productCategoryName: product?.productCategoryName ?? null,
        startTime,
        endTime,
        createdByStaffId: actor?.staffId ?? null,
      },
      select: { id: true },
    });
    await recordAudit(tx, actor, {
      action: 'coupons.create',
      entityType: 'coupon',
      entityId: String(row.id),
      after: { name: input.name, type: input.type, price: input.price, startTime, endTime },
    });
    return { couponId: row.id };
  });
}

/**
 * Copies the template to these buyers in one statement. The unique (couponId, userId) index makes it
 * idempotent: a buyer who holds the coupon already is skipped, so issuing twice (a retried job, two
 * staff at once) never gives a second copy. Answers the buyers who got a new copy.
 */
async function copyToBuyers(
  tx: Prisma.TransactionClient,
  couponId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.$queryRaw<{ userId: number }[]>`
    INSERT INTO user_coupon ("userId", "couponId", price, type, "productClass", "productCategoryName",
                             "excessAmount", status, "startTime", "endTime")
    SELECT u.id, c.id, c.price, c.type, c."productClass", c."productCategoryName",
           c."excessAmount", ${CouponStatus.unused}, c."startTime", c."endTime"
      FROM coupon c CROSS JOIN unnest(${[...userIds]}::int[]) AS u(id)
     WHERE c.id = ${couponId}
    ON CONFLICT ("couponId", "userId") DO NOTHING
    RETURNING "userId"`;
  return rows.map((r) => r.userId);
}

/**
 * The coupon to hand out, refused when there is none or when it is worth more than the owner's limit
 * and the one handing it out is not the owner: a template the owner made is still the owner's to give.
 */
async function assertIssuable(db: Tx, couponId: number, authority: CouponAuthority): Promise<void> {
  const found = await db.coupon.findUnique({ where: { id: couponId }, select: { price: true } });
  if (!found) throw AppError.notFound('Coupon');
  await assertWithinCouponLimit(db, found.price, authority);
}

/** `coupons/issue` (coupons.write): to a pasted list of buyers' emails; unknown emails are answered back. */
export async function issueCouponByEmail(
  deps: CouponDeps,
  actor: StaffActor | null,
  couponId: number,
  emails: readonly string[],
  authority: CouponAuthority,
) {
  await assertIssuable(deps.prisma, couponId, authority);
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const ids = await findUserIdsByEmails(deps, wanted);
  const unknown = wanted.filter((e) => !ids.has(e));
  const userIds = [...new Set(ids.values())];
  const issued = await deps.prisma.$transaction(async (tx) => {
    // Again in the transaction: the owner may have lowered the limit since.
    await assertIssuable(tx, couponId, authority);
    const fresh = await copyToBuyers(tx, couponId, userIds);
    if (fresh.length > 0) {
      await recordAudit(tx, actor, {
        action: 'coupons.issue',
        entityType: 'coupon',
        entityId: String(couponId),
        after: { issuedTo: fresh },
      });
    }
    return fresh.length;
  });
  return { issued, alreadyIssued: userIds.length - issued, unknown };
}

/** Buyers per statement when issuing to everyone approved. */
const ALL_BATCH = 1000;

/**
 * The `coupons/issue-all` job: every KYC-approved buyer, a page of ids at a time (each page one
 * statement). Safe to run again: buyers holding the coupon are skipped.
 */
export async function issueCouponToApproved(
  deps: CouponDeps,
  couponId: number,
  staffId: number | null,
): Promise<{ issued: number }> {
  let after = 0;
  let issued = 0;
  for (;;) {
    const ids = await listApprovedUserIds(deps, after, ALL_BATCH);
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    issued += await deps.prisma.$transaction(async (tx) => {
      const fresh = await copyToBuyers(tx, couponId, ids);
      if (fresh.length > 0) {
        await recordAudit(tx, staffId === null ? null : { staffId, ip: '', userAgent: 'coupon job' }, {
          action: 'coupons.issue-all',
          entityType: 'coupon',
          entityId: String(couponId),
          after: { issued: fresh.length, upToUserId: after },
        });
      }
      return fresh.length;
    });
    if (ids.length < ALL_BATCH) break;
  }
  return { issued };
}

/**
 * `coupons/issue-all` (coupons.write): queues the job; its id is the coupon's, so asking twice runs it
 * once while its finished job is kept (a week, FINISHED_JOBS_KEPT); asked later, it issues the coupon
 * to the buyers approved since. The limit is checked here, for whoever asks: the job then runs as they asked.
 */
export async function queueIssueToAll(
  deps: Pick<Deps, 'prisma' | 'queues'>,
  actor: StaffActor,
  couponId: number,
  authority: CouponAuthority,
) {
  await assertIssuable(deps.prisma, couponId, authority);
  const jobId = `issue-all-${couponId}`;
  await deps.queues.coupon.add(
    'issue-all',
    { couponId, staffId: actor.staffId },
    { jobId, attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnFail: 100 },
  );
  return { couponId, jobId };
}

/** `coupons/list` (coupons.write): newest first, with issued and used counts. */
export async function listCouponsForStaff(deps: CouponDeps, input: { page: number; limit: number }) {
  const [total, rows] = await Promise.all([
    deps.prisma.coupon.count(),
    deps.prisma.coupon.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(input) }),
  ]);
  const counts = await deps.prisma.userCoupon.groupBy({
    by: ['couponId', 'status'],
    where: { couponId: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const count = (id: number, status?: number) =>
    counts
      .filter((c) => c.couponId === id && (status === undefined || c.status === status))
      .reduce((n, c) => n + c._count._all, 0);
  return {
    total,
    list: rows.map((r) => ({
      couponId: r.id,
      name: r.name,
      type: r.type,
      price: r.price.toFixed(2),
      excessAmount: r.excessAmount?.toFixed(2) ?? null,
      productClass: r.productClass,
      productCategoryName: r.productCategoryName,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      issued: count(r.id),
      used: count(r.id, CouponStatus.used),
      createTime: r.createdAt.toISOString(),
    })),
  };
}

/** `coupons/usage` (coupons.write): one coupon's copies, used ones first, with the order each paid. */
export async function couponUsage(deps: CouponDeps, input: { page: number; limit: number; couponId: number }) {
  const where = { couponId: input.couponId };
  const [total, rows] = await Promise.all([
    deps.prisma.userCoupon.count({ where }),
    deps.prisma.userCoupon.findMany({
      where,
      orderBy: [{ usedAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
      ...pageWindow(input),
      select: { userId: true, status: true, orderId: true, usedAt: true, createdAt: true },
    }),
  ]);
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  // The order numbers staff open the order with (orders/get); read-only, by the ids this table keeps.
  const orders =
    orderIds.length > 0
      ? await deps.prisma.$queryRaw<{ id: number; orderNo: string }[]>`
          SELECT id, "orderNo" FROM "order" WHERE id = ANY(${orderIds}::int[])`
      : [];
  const orderNo = new Map(orders.map((o) => [o.id, o.orderNo]));
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId,
      status: r.status,
      orderNo: r.orderId ? (orderNo.get(r.orderId) ?? null) : null,
      usedTime: r.usedAt?.toISOString() ?? null,
      issueTime: r.createdAt.toISOString(),
    })),
  };
}
