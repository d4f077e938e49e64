import { AfterSaleStatus, FinanceStatus, KycStatus, OrderStatus } from '@hashforge/contract';
import type { QUEUE_KEYS } from '@hashforge/contract/admin/dashboard';
import { can } from '@hashforge/contract/admin/permissions';
import { Prisma } from '../../db/generated/client.ts';
import { sharedRead } from '../../db/shared-reads.ts';
import type { Deps } from '../../deps.ts';
import { countRepairProofsAwaiting } from '../after-sale/staff/list-repair-proofs.ts';
import { countUnmatchedAwaiting } from '../order/chain-payments/unmatched-transfer.service.ts';
import { awaitingCoverConfirmation } from '../order/order.service.ts';
import { enabledUsdtNetworks } from '../settings/usdt-settings.ts';

/** A send cycle on sale with this many units or fewer is low. */
export const LOW_STOCK = 5;
/** Days of the revenue and orders chart. */
export const CHART_DAYS = 30;

interface Oldest {
  count: number;
  oldestTime: Date | null;
  oldestRef: string | null;
}

type QueueKey = (typeof QUEUE_KEYS)[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * `dashboard/get` (any signed-in staff): the queues someone is waiting on, with their counts and the
 * item that has waited longest; repairs by stage; for roles holding reports.read, revenue from
 * approved proofs (the received amounts by review day) and orders per day over 30 days; and the
 * send cycles on sale that are running out. Aggregates in SQL, one query per figure, all at once;
 * staff asking at the same moment share one reading (db/shared-reads.ts).
 */
export function getDashboard(deps: Pick<Deps, 'prisma' | 'clock'>, role: string) {
  // Staff asking at once share one reading; its answer depends on the role only through reports.read.
  const withReports = can(role, 'reports.read');
  return sharedRead(deps, `dashboard:${withReports}`, () => readDashboard(deps, withReports));
}

async function readDashboard(deps: Pick<Deps, 'prisma' | 'clock'>, withReports: boolean) {
  const db = deps.prisma;
  const now = deps.clock.now();
  const openRepair = { status: { notIn: [AfterSaleStatus.completed] } };
  const [
    kyc,
    kycOldest,
    proofs,
    repairProofs,
    proofOldest,
    covered,
    coveredOldest,
    ship,
    repairs,
    repairOldest,
    bulk,
    transfers,
    usdtNetworks,
    lowStock,
    daily,
  ] = await Promise.all([
    db.kyc.count({ where: { status: KycStatus.submitted } }),
    db.kyc.findFirst({
      where: { status: KycStatus.submitted },
      orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      select: { userId: true, submittedAt: true },
    }),
    db.orderAging.count({ where: { financeStatus: FinanceStatus.awaiting } }),
    countRepairProofsAwaiting(deps),
    db.orderAging.findFirst({
      where: { financeStatus: FinanceStatus.awaiting },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { createdAt: true, order: { select: { orderNo: true } } },
    }),
    // Orders a coupon covers in full wait on the same desk for finance to confirm them.
    db.order.count({ where: awaitingCoverConfirmation }),
    db.order.findFirst({
      where: awaitingCoverConfirmation,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { createdAt: true, orderNo: true },
    }),
    // An order waits to ship since its payment was covered: the last approval of it.
    db.$queryRaw<{ count: bigint; orderNo: string | null; since: Date | null }[]>`
      WITH waiting AS (
        SELECT o."orderNo",
          (SELECT max(a."reviewedAt") FROM order_aging a WHERE a."orderId" = o.id AND a."financeStatus" = ${FinanceStatus.approved}) AS since
        FROM "order" o WHERE o."orderStatus" IN (${OrderStatus.unshipped}, ${OrderStatus.partShipped})
      )
      SELECT (SELECT count(*) FROM waiting) AS count, w."orderNo", w.since
      FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT * FROM waiting ORDER BY since ASC NULLS LAST LIMIT 1) w ON true`,
    db.afterSale.groupBy({
      by: ['status'],
      where: openRepair,
      _count: { _all: true },
      _min: { statusChangedAt: true },
    }),
    db.afterSale.findFirst({
      where: openRepair,
      orderBy: [{ statusChangedAt: 'asc' }, { id: 'asc' }],
      select: { id: true, statusChangedAt: true },
    }),
    db.$queryRaw<{ count: bigint; id: number | null; createdAt: Date | null }[]>`
      SELECT (SELECT count(*) FROM purchase_plan WHERE status = 'new') AS count,
        p.id, p."createdAt"
      FROM (SELECT 1) one LEFT JOIN LATERAL (
        SELECT id, "createdAt" FROM purchase_plan
        WHERE status = 'new' ORDER BY "createdAt" ASC LIMIT 1
      ) p ON true`,
    countUnmatchedAwaiting(deps),
    enabledUsdtNetworks(deps),
    db.$queryRaw<{ productSendCycleId: number; productName: string; sendCycleName: string; stock: number }[]>`
      SELECT c.id AS "productSendCycleId", p.name AS "productName", c.name AS "sendCycleName", c.stock
      FROM product_send_cycle c JOIN product p ON p.id = c."productId"
      WHERE p."shelvesStatus" = 1 AND c."stockStatus" <> 0 AND c.stock <= ${LOW_STOCK}
      ORDER BY c.stock ASC, c.id ASC LIMIT 50`,
    withReports ? dailyFigures(deps, now) : Promise.resolve(null),
  ]);
  const shipRow = ship[0];
  const bulkRow = bulk[0];
  const queues: (Oldest & { key: QueueKey })[] = [
    {
      key: 'kyc',
      count: kyc,
      oldestTime: kycOldest?.submittedAt ?? null,
      oldestRef: kycOldest ? String(kycOldest.userId) : null,
    },
    {
      key: 'proofs',
      // Order and repair-payment proofs and orders with nothing to pay: all are decided on the
      // payments desk. The oldest named is an order's (the desk opens it on its order).
      count: proofs + repairProofs + covered,
      ...oldestOrder(
        proofOldest && { time: proofOldest.createdAt, orderNo: proofOldest.order.orderNo },
        coveredOldest && { time: coveredOldest.createdAt, orderNo: coveredOldest.orderNo },
      ),
    },
    // Buyers' money no order took (decision 025); a shop that never took USDT has no such queue.
    ...(usdtNetworks.length > 0 || transfers.count > 0
      ? [{ key: 'transfers' as const, count: transfers.count, oldestTime: transfers.oldestTime, oldestRef: null }]
      : []),
    {
      key: 'ship',
      count: Number(shipRow?.count ?? 0),
      oldestTime: shipRow?.since ?? null,
      oldestRef: shipRow?.orderNo ?? null,
    },
    {
      key: 'repairs',
      count: repairs.reduce((n, r) => n + r._count._all, 0),
      oldestTime: repairOldest?.statusChangedAt ?? null,
      oldestRef: repairOldest ? String(repairOldest.id) : null,
    },
    {
      key: 'bulk',
      count: Number(bulkRow?.count ?? 0),
      oldestTime: bulkRow?.createdAt ?? null,
      oldestRef: bulkRow?.id != null ? String(bulkRow.id) : null,
    },
  ];
  return {
    queues: queues.map((q) => ({ ...q, oldestTime: iso(q.oldestTime) })),
    repairsByStage: repairs
      .map((r) => ({ status: r.status, count: r._count._all, oldestTime: iso(r._min.statusChangedAt) }))
      .sort((a, b) => a.status - b.status),
    daily,
    lowStock,
  };
}

/** The longer waiting of an order's proof and an order with nothing to pay. */
function oldestOrder(...waiting: ({ time: Date; orderNo: string } | null)[]): Omit<Oldest, 'count'> {
  const [first] = waiting
    .filter((w): w is { time: Date; orderNo: string } => w !== null)
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  return { oldestTime: first?.time ?? null, oldestRef: first?.orderNo ?? null };
}

/** Revenue (received amounts of proofs approved that day) and orders placed, per UTC day, 30 days. */
async function dailyFigures(deps: Pick<Deps, 'prisma'>, now: Date) {
  const rows = await deps.prisma.$queryRaw<{ day: string; revenue: Prisma.Decimal | string; orders: bigint }[]>`
    WITH days AS (
      SELECT generate_series((${now}::timestamptz AT TIME ZONE 'UTC')::date - ${CHART_DAYS - 1}::int,
                             (${now}::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      COALESCE((SELECT sum(a."receivedAmount") FROM order_aging a
        WHERE a."financeStatus" = ${FinanceStatus.approved}
          AND a."reviewedAt" >= d.day AND a."reviewedAt" < d.day + 1), 0)::text AS revenue,
      (SELECT count(*) FROM "order" o WHERE o."createdAt" >= d.day AND o."createdAt" < d.day + 1) AS orders
    FROM days d ORDER BY d.day`;
  return rows.map((r) => ({
    day: r.day,
    revenue: new Prisma.Decimal(String(r.revenue)).toFixed(2),
    orders: Number(r.orders),
  }));
}
