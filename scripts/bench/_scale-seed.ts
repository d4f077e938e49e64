// The data of a large vendor after three years (docs/domain.md D7), for `npm run bench scale`: set-based
// SQL (generate_series) on a fresh, migrated database, so a million orders take minutes, not hours.
// Everything scales with the number of orders in the proportions of a million: 200,000 buyers with KYC,
// 50,000 repair tickets with four messages each, 2,000,000 audit rows, 500,000 serials, 100,000 mails
// in the dev outbox. Orders run over three years in every status, older ones complete or canceled as
// the shop's own jobs leave them, each with its lines, its address, payment proofs and shipments.
// One buyer holds 500 orders and 50 tickets: the buyer whose pagers the bench reads.
import pg from 'pg';

export interface ScaleSize {
  orders: number;
  buyers: number;
  tickets: number;
  audit: number;
  serials: number;
  outbox: number;
  /** Distinct proof images on disk; the proofs share them (the bench measures the database, not a million images). */
  proofFiles: number;
}

/** The proportions of a million orders. */
export function scaleSize(orders: number): ScaleSize {
  const f = orders / 1_000_000;
  return {
    orders,
    buyers: Math.round(200_000 * f),
    tickets: Math.round(50_000 * f),
    audit: Math.round(2_000_000 * f),
    serials: Math.round(500_000 * f),
    outbox: Math.round(100_000 * f),
    proofFiles: Math.max(100, Math.round(orders / 1000)),
  };
}

/** The buyer with 500 orders and 50 repair tickets. */
export const BIG_BUYER_ID = 1;
export const BIG_BUYER_ORDERS = 500;
export const BIG_BUYER_TICKETS = 50;
/** Staff who wrote the audit log (ids 1..20), then the bench's own signed-in staff. */
export const AUDIT_STAFF = 20;

const YEARS3 = 3 * 365 * 86400;

export interface SeedStep {
  step: string;
  rows: number;
  ms: number;
}

/**
 * Fills the database at `ownerUrl` (fresh, migrated, holding one product whose first send cycle every
 * line names). The proof images go through `writeFileBytes` (the shop's storage). Answers each step's
 * rows and time.
 */
export async function seedScale(
  ownerUrl: string,
  size: ScaleSize,
  writeFileBytes: (key: string, bytes: Buffer) => Promise<void>,
): Promise<SeedStep[]> {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  const steps: SeedStep[] = [];
  const run = async (step: string, sql: string) => {
    const t0 = performance.now();
    const res = await db.query(sql);
    steps.push({ step, rows: res.rowCount ?? 0, ms: Math.round(performance.now() - t0) });
  };
  const N = size.orders;
  const B = size.buyers;
  const A = size.tickets;
  // Every BIG_BUYER_ORDERS-th slot of the order sequence is the big buyer's.
  const bigEvery = Math.floor(N / BIG_BUYER_ORDERS);
  const bigTicketEvery = Math.floor(A / BIG_BUYER_TICKETS);
  try {
    await db.query('SET synchronous_commit = off');
    await db.query(`SET maintenance_work_mem = '256MB'`);
    // The moment of order g: evenly over three years, order N now.
    const at = (g: string, n: number) => `(now() - ((${n} - ${g}) * (${YEARS3}::float8 / ${n})) * interval '1 second')`;

    await run(
      'staff',
      `INSERT INTO staff (id, email, name, "passwordHash", role, "createdAt", "updatedAt")
       SELECT s, 'staff' || s || '@scale.example', 'Staff ' || s, 'x',
         (ARRAY['finance','warehouse','support','compliance','merchandiser'])[1 + s % 5], now() - interval '3 years', now()
       FROM generate_series(1, ${AUDIT_STAFF}) s`,
    );
    await run(
      'buyers (user)',
      `INSERT INTO "user" (id, email, "passwordHash", "nickName", mobile, "mobileCode", "createdAt", "updatedAt")
       SELECT u, 'buyer' || u || '@scale.example', 'x', 'Buyer ' || u, (100000000 + u)::text, '+49',
         ${at('u', B)}, now()
       FROM generate_series(1, ${B}) u`,
    );
    // KYC: most approved, a queue of submitted ones (the newest buyers), some rejected.
    await run(
      'kyc',
      `INSERT INTO kyc ("userId", status, country, "idDocumentType", "firstName", "lastName", birthday, gender,
         "idNumber", "expireDateType", "expireDate", address, postal, "rejectReason", "submittedAt", "reviewedAt")
       SELECT u,
         CASE WHEN u > ${B} - greatest(1, ${B} / 100) THEN 1 WHEN u % 25 = 0 THEN -1 ELSE 2 END,
         'Germany', 1, 'First' || u, 'Last' || u, date '1980-01-01' + (u % 9000), 1 + u % 2,
         'ID' || u, 2, date '9999-12-31', 'Street ' || u, '10115',
         CASE WHEN u % 25 = 0 THEN 'Blurred image' END,
         ${at('u', B)} + interval '1 hour',
         CASE WHEN u > ${B} - greatest(1, ${B} / 100) THEN NULL ELSE ${at('u', B)} + interval '1 day' END
       FROM generate_series(1, ${B}) u`,
    );
    await run(
      'shipping_address',
      `INSERT INTO shipping_address ("userId", "receiverName", "receiverFirstAddr", country, city, postcode, mobile,
         "mobileCode", "defaultStatus", "createdAt")
       SELECT u, 'Buyer ' || u, 'Street ' || u, 'Germany', 'Berlin', '10115', (100000000 + u)::text, '+49', 1,
         ${at('u', B)}
       FROM generate_series(1, ${B}) u`,
    );
    // Orders: the last 30 days in every status; older ones as the jobs leave them (complete or canceled).
    // An unpaid order lives 48 hours; those placed 48-49 hours ago are due for the sweep.
    await run(
      'order',
      `INSERT INTO "order" (id, "orderNo", "userId", "orderStatus", "payType", "productAmount", "payableAmount",
         "paidAmount", "expiresAt", "canceledAt", "createdAt", "updatedAt")
       SELECT g, 'SO' || lpad(g::text, 10, '0'),
         CASE WHEN g % ${bigEvery} = 0 THEN ${BIG_BUYER_ID} ELSE 2 + (g::bigint * 7919) % (${B} - 1) END,
         s, 3, amount, amount,
         CASE WHEN s IN (30, 35, 40, 50) THEN amount WHEN s = 25 THEN amount / 2 ELSE 0 END,
         t + interval '48 hours',
         CASE WHEN s = 0 THEN t + interval '48 hours' END,
         t, now()
       FROM (
         SELECT g, t, 2000 + (g % 50) * 100 AS amount,
           CASE
             WHEN t < now() - interval '30 days' THEN CASE WHEN g % 10 < 8 THEN 50 ELSE 0 END
             ELSE (
               SELECT CASE
                 WHEN r = 10 AND t < now() - interval '49 hours' THEN 0
                 WHEN r IN (40, 35) AND t < now() - interval '13 days' THEN 50
                 ELSE r END
               FROM (SELECT (ARRAY[10, 20, 25, 30, 35, 40, 50, 0, 10, 30])[1 + g % 10] AS r) x)
           END AS s
         FROM (SELECT g, ${at('g', N)} AS t FROM generate_series(1, ${N}) g) o
       ) o`,
    );
    await run(
      'order_line',
      `INSERT INTO order_line (id, "orderId", "productId", "productSendCycleId", "productClass", "categoryName",
         "productName", "sendCycleName", "unitPrice", "productNum", "sendProductNum", "payableAmount", "mainImage")
       SELECT o.id, o.id, c."productId", c.id, 'miner', 'Scale miners', 'Scale S21 200T', 'Spot',
         o."productAmount", 1, CASE WHEN o."orderStatus" IN (35, 40, 50) THEN 1 ELSE 0 END, o."productAmount", ''
       FROM "order" o CROSS JOIN (SELECT id, "productId" FROM product_send_cycle LIMIT 1) c`,
    );
    // A second line on every third order (a power supply).
    await run(
      'order_line (second lines)',
      `INSERT INTO order_line (id, "orderId", "productId", "productSendCycleId", "productClass", "categoryName",
         "productName", "sendCycleName", "unitPrice", "productNum", "sendProductNum", "payableAmount", "mainImage")
       SELECT ${N} + o.id, o.id, c."productId", c.id, 'part', 'Scale miners', 'APW12 power supply', 'Spot',
         120, 1, 0, 120, ''
       FROM "order" o CROSS JOIN (SELECT id, "productId" FROM product_send_cycle LIMIT 1) c WHERE o.id % 3 = 0`,
    );
    await run(
      'order_address',
      `INSERT INTO order_address ("orderId", "receiverName", "mobileCode", mobile, country, city, postcode, "receiverFirstAddr")
       SELECT o.id, 'Buyer ' || o."userId", '+49', (100000000 + o."userId")::text, 'Germany', 'Berlin', '10115',
         'Street ' || o."userId"
       FROM "order" o`,
    );
    await run(
      'stored_file (proof images)',
      `INSERT INTO stored_file (id, "storageKey", "fileName", "fileSize", "contentType", "ownerId", purpose, "createdAt")
       SELECT f, 'bench/proof-' || f || '.png', 'proof-' || f || '.png', 68, 'image/png', 2 + f % (${B} - 1),
         'paymentProof', now() - interval '3 years'
       FROM generate_series(1, ${size.proofFiles}) f`,
    );
    // Proofs: one for every order that was paid, awaiting review at 20, approved beyond; one in ten paid orders also has a proof finance failed before.
    await run(
      'order_aging (proofs)',
      `INSERT INTO order_aging ("orderId", "currentPayAmount", "financeStatus", "receivedAmount", "reviewedByStaffId",
         "createdAt", "reviewedAt")
       SELECT o.id, o."payableAmount",
         CASE WHEN o."orderStatus" = 20 THEN 0 ELSE 1 END,
         CASE WHEN o."orderStatus" = 20 THEN NULL ELSE o."paidAmount" END,
         CASE WHEN o."orderStatus" = 20 THEN NULL ELSE 1 + o.id % ${AUDIT_STAFF} END,
         least(o."createdAt" + interval '1 hour', now()),
         CASE WHEN o."orderStatus" = 20 THEN NULL ELSE least(o."createdAt" + interval '3 hours', now()) END
       FROM "order" o
       WHERE o."orderStatus" IN (20, 25, 30, 35, 40, 50)
       UNION ALL
       SELECT o.id, o."payableAmount", 2, NULL, 1 + o.id % ${AUDIT_STAFF},
         least(o."createdAt" + interval '30 minutes', now()), least(o."createdAt" + interval '50 minutes', now())
       FROM "order" o WHERE o."orderStatus" IN (20, 25, 30, 35, 40, 50) AND o.id % 10 = 0
       ORDER BY 6`,
    );
    await run(
      'order_aging_file',
      `INSERT INTO order_aging_file ("agingId", "fileId") SELECT id, 1 + id % ${size.proofFiles} FROM order_aging`,
    );
    await run(
      'order_logistics (shipments)',
      `INSERT INTO order_logistics (id, "orderId", "logisticsName", "logisticsNo", "receiverName", "sendStatus",
         "shippedAt", "receivedAt", "createdByStaffId")
       SELECT o.id, o.id, 'DHL', 'JD' || lpad(o.id::text, 12, '0'), 'Buyer ' || o."userId",
         CASE WHEN o."orderStatus" = 50 THEN 2 ELSE 1 END,
         CASE WHEN o."orderStatus" = 50 THEN least(o."createdAt" + interval '3 days', now())
              ELSE o."createdAt" + (now() - o."createdAt") / 2 END,
         CASE WHEN o."orderStatus" = 50 THEN least(o."createdAt" + interval '10 days', now()) END,
         1 + o.id % ${AUDIT_STAFF}
       FROM "order" o WHERE o."orderStatus" IN (35, 40, 50)`,
    );
    await run(
      'order_logistics_line',
      `INSERT INTO order_logistics_line ("logisticsId", "orderLineId", "productNum", serials)
       SELECT l.id, l."orderId", 1, ARRAY['HF' || lpad((1 + l.id % ${size.serials})::text, 9, '0')]
       FROM order_logistics l`,
    );
    await run(
      'notify_record',
      `INSERT INTO notify_record ("jobId", channel, purpose, "to", subject, "entityType", "entityId", "queuedAt", "sentAt")
       SELECT 'scale-' || o.id || '-' || k, 'email', (ARRAY['order-created', 'proof-approved', 'order-shipped'])[k],
         'buyer' || o."userId" || '@scale.example', 'Your order ' || o."orderNo", 'order', o."orderNo",
         least(o."createdAt" + k * interval '1 hour', now()), least(o."createdAt" + k * interval '1 hour', now())
       FROM "order" o CROSS JOIN generate_series(1, 3) k
       WHERE k = 1 OR (k = 2 AND o."orderStatus" IN (30, 35, 40, 50)) OR (k = 3 AND o."orderStatus" IN (35, 40, 50))`,
    );
    // Repair tickets: the last 60 days in every stage, older ones complete.
    await run(
      'after_sale (tickets)',
      `INSERT INTO after_sale (id, "userId", "userName", email, mobile, "mobileCode", describes, "payIntention",
         status, "payStatus", "createdAt", "updatedAt", "statusChangedAt")
       SELECT a, u, 'Buyer ' || u, 'buyer' || u || '@scale.example', (100000000 + u)::text, '+49',
         'Hashboard ' || (a % 3) || ' not detected after a power cut', 'repair if under 300 USD', s,
         CASE WHEN s >= 36 THEN 5 ELSE 0 END, t, now(),
         CASE WHEN s = 45 THEN now() - (a % 13) * interval '1 day' WHEN s = 50 THEN least(t + interval '30 days', now())
              ELSE t + (now() - t) / 2 END
       FROM (
         SELECT a, t,
           CASE WHEN a % ${bigTicketEvery} = 0 THEN ${BIG_BUYER_ID} ELSE 2 + (a::bigint * 104729) % (${B} - 1) END AS u,
           CASE WHEN t < now() - interval '60 days' THEN 50
                ELSE (ARRAY[10, 20, 25, 30, 31, 33, 36, 40, 45, 50])[1 + a % 10] END AS s
         FROM (SELECT a, ${at('a', A)} AS t FROM generate_series(1, ${A}) a) x
       ) x`,
    );
    await run(
      'after_sale_code',
      `INSERT INTO after_sale_code ("afterSaleId", "machineCode", status, "productCategoryName")
       SELECT a, 'HF' || lpad((1 + (a * 31) % ${size.serials})::text, 9, '0'), 1, 'Scale miners'
       FROM generate_series(1, ${A}) a`,
    );
    await run(
      'after_sale_record (messages)',
      `INSERT INTO after_sale_record ("afterSaleId", "userType", content, "createdAt")
       SELECT s.id, 1 + k % 2, 'Message ' || k || ' about ticket ' || s.id, s."createdAt" + k * interval '6 hours'
       FROM after_sale s CROSS JOIN generate_series(1, 4) k`,
    );
    await run(
      'machine_serial',
      `INSERT INTO machine_serial ("machineCode", "productCategoryName", "computingPower", "afterEndTime", "afterEndPlateTime")
       SELECT 'HF' || lpad(g::text, 9, '0'), 'Scale miners', '200T',
         now() - interval '2 years' + g * (interval '3 years' / ${size.serials}),
         now() - interval '2 years' + g * (interval '3 years' / ${size.serials})
       FROM generate_series(1, ${size.serials}) g`,
    );
    // The audit log, oldest first: mostly about orders (entityId the order number), then KYC and repairs.
    await run(
      'audit_event',
      `INSERT INTO audit_event ("staffId", action, "entityType", "entityId", before, after, ip, "userAgent", "createdAt")
       SELECT 1 + (e * 7) % ${AUDIT_STAFF},
         (ARRAY['payments.approve', 'orders.ship', 'kyc.approve', 'aftersales.reply', 'orders.cancel',
                'payments.approve', 'orders.ship', 'aftersales.receive'])[1 + e % 8],
         (ARRAY['order', 'order', 'kyc', 'after_sale', 'order', 'order', 'order', 'after_sale'])[1 + e % 8],
         CASE WHEN e % 8 IN (2) THEN (1 + e % ${B})::text
              WHEN e % 8 IN (3, 7) THEN (1 + e % ${A})::text
              ELSE 'SO' || lpad((1 + (e / 2) % ${N})::text, 10, '0') END,
         '{"orderStatus": 20}'::jsonb, '{"orderStatus": 30}'::jsonb, '10.0.0.' || (e % 250), 'Mozilla/5.0',
         ${at('e', size.audit)}
       FROM generate_series(1, ${size.audit}) e`,
    );
    // The dev outbox keeps a week (docs/retention.md): mails of the last seven days, and an hour past it.
    await run(
      'outbox_message',
      `INSERT INTO outbox_message (channel, "to", subject, body, "createdAt")
       SELECT 'email', 'buyer' || (1 + m % ${B}) || '@scale.example', 'Your order was shipped',
         repeat('Your order has left our warehouse. ', 8), now() - (7 * 86400 + 3600) * (1 - m::float8 / ${size.outbox}) * interval '1 second'
       FROM generate_series(1, ${size.outbox}) m`,
    );
    // Sessions of a tenth of the buyers, some ended more than 30 days ago (due for housekeeping).
    await run(
      'session',
      `INSERT INTO session (id, "userId", "createdAt", "expiresAt", "revokedAt")
       SELECT md5('scale-session-' || u), u, now() - (u % 40) * interval '1 day',
         now() - (u % 40) * interval '1 day' + interval '7 days', NULL
       FROM generate_series(1, ${B}, 10) u`,
    );
    for (const [table, column] of [
      ['staff', 'id'],
      ['user', 'id'],
      ['order', 'id'],
      ['order_line', 'id'],
      ['order_logistics', 'id'],
      ['after_sale', 'id'],
      ['stored_file', 'id'],
    ] as const) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), (SELECT max("${column}") FROM "${table}"))`,
      );
    }
    // As autovacuum would leave them: statistics for the planner, the visibility map for index-only reads.
    const t0 = performance.now();
    await db.query('VACUUM ANALYZE');
    steps.push({ step: 'VACUUM ANALYZE', rows: 0, ms: Math.round(performance.now() - t0) });
  } finally {
    await db.end();
  }
  // The proof images, tiny PNGs, so a backup has files to copy and a restore files to check.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const t0 = performance.now();
  for (let f = 1; f <= size.proofFiles; f++) await writeFileBytes(`bench/proof-${f}.png`, png);
  steps.push({ step: 'proof image files', rows: size.proofFiles, ms: Math.round(performance.now() - t0) });
  return steps;
}
