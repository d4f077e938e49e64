import { describe, expect, it } from 'vitest';
import { listAfterSalesForStaff } from '../src/modules/after-sale/staff/list-after-sales.ts';
import { listAudit } from '../src/modules/audit/list-audit.ts';
import { listCustomers } from '../src/modules/customer/list-customers.ts';
import { listKycs } from '../src/modules/kyc/staff/list-kycs.ts';
import { deleteOldOutboxMessages } from '../src/modules/notify/delete-old-outbox-messages.ts';
import { listChainPaymentsForStaff } from '../src/modules/order/chain-payments/chain-payment.service.ts';
import { awaitsChainPayment } from '../src/modules/order/chain-payments/chain-payment.worker.ts';
import { completeShippedOrders } from '../src/modules/order/complete-orders.ts';
import { getOrder, listOrders } from '../src/modules/order/order.service.ts';
import { exportOrdersCsv } from '../src/modules/order/staff/export-orders.ts';
import { listOrdersForStaff } from '../src/modules/order/staff/list-orders.ts';
import { listPaymentsForStaff } from '../src/modules/order/staff/list-payments.ts';
import { listSerials } from '../src/modules/support/staff/manage-serials.ts';
import { FULL_SORT, pagePlan, plansOf } from './support/query-plans.ts';
import { useTestContext } from './support/use-test-context.ts';

// docs/domain.md D7: at a million orders a list page that its table's indexes cannot give in order is a
// sort of every row (200,000 buyers, 900,000 payment proofs), and a search by part of a name or an
// email a read of every buyer. Each back-office list's page is planned here as Postgres plans it
// when reading the whole table is priced out, which is what it does on a large table.
describe('back-office lists read their page from an index, whatever the size', () => {
  const ctx = useTestContext();
  const page = { page: 2, limit: 20 };

  // A whole list in index order, no sort; a filtered one reached through the filter's index.
  it.each([
    ['orders, newest', 'order', () => listOrdersForStaff(ctx.deps, page)],
    ['payments, newest', 'order_aging', () => listPaymentsForStaff(ctx.deps, page)],
    ['chain payments, newest', 'chain_payment', () => listChainPaymentsForStaff(ctx.deps, page)],
    ['chain payments verifying', 'chain_payment', () => listChainPaymentsForStaff(ctx.deps, { ...page, status: 0 })],
    ['KYC, newest', 'kyc', () => listKycs(ctx.deps, page)],
    ['customers, newest', 'user', () => listCustomers(ctx.deps, page)],
    ['after-sales, newest', 'after_sale', () => listAfterSalesForStaff(ctx.deps, page)],
    ['audit log, newest', 'audit_event', () => listAudit(ctx.deps, page)],
    ['serials in order', 'machine_serial', () => listSerials(ctx.deps, page)],
  ])('%s: in the order of an index, no sort of the table', async (_name, table, list) => {
    const plan = pagePlan(await plansOf(ctx.deps, list), table);
    expect(plan).not.toMatch(FULL_SORT);
    expect(plan).not.toMatch(new RegExp(`Seq Scan on "?${table}"?`));
  });

  it.each([
    ['orders by status', 'order', () => listOrdersForStaff(ctx.deps, { ...page, orderStatus: 50 })],
    ['orders by date', 'order', () => listOrdersForStaff(ctx.deps, { ...page, from: '2025-01-01', to: '2025-01-31' })],
    ['payments awaiting review', 'order_aging', () => listPaymentsForStaff(ctx.deps, { ...page, financeStatus: 0 })],
    ['KYC awaiting review', 'kyc', () => listKycs(ctx.deps, { ...page, status: 1 })],
    ['after-sales of one stage', 'after_sale', () => listAfterSalesForStaff(ctx.deps, { ...page, status: 20 })],
    ['audit log of one staff member', 'audit_event', () => listAudit(ctx.deps, { ...page, staffId: 1 })],
    ['audit log of one action', 'audit_event', () => listAudit(ctx.deps, { ...page, action: 'orders.ship' })],
  ])('%s: through the index of its filter', async (_name, table, list) => {
    const plan = pagePlan(await plansOf(ctx.deps, list), table);
    expect(plan).toMatch(/Index Cond:/);
    expect(plan).not.toMatch(new RegExp(`Seq Scan on "?${table}"?`));
  });

  it('customers/list finds part of an email, a name or a phone number through trigram indexes', async () => {
    // A second page: its total is counted, and the count's plan shows the search's own indexes
    // (a page's plan on a table of a few rows may walk the newest-first index instead).
    const plans = await plansOf(ctx.deps, () => listCustomers(ctx.deps, { page: 2, limit: 20, keyword: 'okafor' }));
    const all = plans.map((p) => p.plan).join('\n');
    for (const index of ['user_email_idx', 'user_nickName_idx', 'kyc_firstName_idx', 'kyc_lastName_idx']) {
      expect(all).toContain(index);
    }
    expect(all).not.toMatch(/Seq Scan on "?(user|kyc)"?/);
    const byPhone = await plansOf(ctx.deps, () => listCustomers(ctx.deps, { page: 2, limit: 20, keyword: '1234567' }));
    expect(byPhone.map((p) => p.plan).join('\n')).toContain('user_mobile_idx');
  });

  it('serials/list by prefix reads a range of the serial index', async () => {
    const plan = pagePlan(
      await plansOf(ctx.deps, () => listSerials(ctx.deps, { page: 1, limit: 20, keyword: 'hf12' })),
      'machine_serial',
    );
    expect(plan).toMatch(/Index Cond: \(\("machineCode" >= 'HF12'::text\) AND \("machineCode" < 'HF13'::text\)\)/);
  });

  it('the CSV export reads each batch from the index where the last one ended, not from the top', async () => {
    // At a million orders the cursor was a filter over the index: batch k read k x 1,000 entries to
    // skip those already sent, and the export took 69 s (docs/benchmarks.md).
    await ctx.deps.sql.query(`
      WITH u AS (INSERT INTO "user" (email, "passwordHash", "updatedAt") VALUES ('export@example.com', 'x', now()) RETURNING id)
      INSERT INTO "order" ("orderNo", "userId", "productAmount", "payableAmount", "expiresAt", "createdAt", "updatedAt")
      SELECT 'SOEXPORT' || lpad(g::text, 8, '0'), u.id, 10, 10, now(), now() - g * interval '1 minute', now()
      FROM u, generate_series(1, 1001) g`);
    // Sorting priced out too: a plan without a Sort exists only if the index gives the batch its order.
    const plans = await plansOf(ctx.deps, async () => {
      for await (const _ of exportOrdersCsv(ctx.deps, {})) {
        // Read to the end, as the download does.
      }
    }, ['enable_sort']);
    const batches = plans.filter((p) => p.text.includes('FROM "order" o') && p.text.includes('ORDER BY'));
    expect(batches.length).toBeGreaterThanOrEqual(2);
    for (const batch of batches.slice(1)) expect(batch.plan).toMatch(/Index Cond: \((o\.)?"createdAt" <= /);
    // One statement a batch: each row's buyer is read by its key beside it, never every buyer.
    for (const batch of batches) {
      expect(batch.plan).toMatch(/Index Cond: \(id = o\."userId"\)/);
      expect(batch.plan).not.toMatch(FULL_SORT);
    }
  });

  it.each([
    ['every status', []],
    ['some statuses', [10, 20]],
  ])(
    "a buyer's order/getPager (%s) reads their newest orders from an index, without sorting all of them",
    async (_name, statusList) => {
      // A buyer with 500 orders had every one read and sorted for each page of 10 (docs/benchmarks.md).
      // With sorting priced out too, a plan without a Sort exists only if an index gives the order.
      const plans = await plansOf(ctx.deps, () => listOrders(ctx.deps, 1, { page: 2, limit: 10, statusList }), [
        'enable_sort',
      ]);
      // One statement: the page, its total, and each order's lines, address, shipments and proofs.
      expect(plans).toHaveLength(1);
      const plan = plans[0]!.plan;
      expect(plan).toMatch(
        /Limit .*\n\s+->\s+Index Scan using "order_userId_createdAt_id_idx" on "order" \w+ .*\n\s+Index Cond: \("userId" = 1\)/,
      );
      expect(plan).not.toMatch(FULL_SORT);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it("a buyer's order/getByOrderNo reads the order by its number, and its parts by theirs", async () => {
    const plans = await plansOf(ctx.deps, () => getOrder(ctx.deps, 1, 'SO0000000001').catch(() => null));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.plan).toMatch(/Index Scan using "order_orderNo_key" on "order"/);
    expect(plans[0]!.plan).not.toMatch(/Seq Scan/);
  });

  it("housekeeping deletes the outbox's messages past their week through an index on createdAt", async () => {
    // With no index the DELETE read the whole outbox each hour (100,000 rows in the scale bench, docs/benchmarks.md).
    const plans = await plansOf(ctx.deps, () => deleteOldOutboxMessages(ctx.deps));
    const plan = plans.find((p) => /^\s*DELETE FROM "public"\."outbox_message"/.test(p.text))?.plan ?? '';
    expect(plan).toMatch(/Index Cond: \("createdAt" < /);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("the watcher's quick tick asks whether a USDT payment is awaited through the status indexes", async () => {
    // Asked every CHAIN_SCAN_MS (decision 025) in every shop with USDT on, awaiting or not.
    const plans = await plansOf(ctx.deps, () => awaitsChainPayment(ctx.deps));
    const plan = plans.map((p) => p.plan).join('\n');
    expect(plan).toMatch(/Index Cond: \("orderStatus" = ANY/);
    expect(plan).toMatch(/Index Cond: \(status = 0\)/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('the order sweep looks for shipped orders to complete among those old enough, through an index', async () => {
    // At a million orders it walked the order table in id order for the status's 8,000 orders (300 ms a run).
    const plans = await plansOf(ctx.deps, () => completeShippedOrders(ctx.deps));
    const plan = pagePlan(plans, 'order');
    expect(plan).toMatch(/Index Cond: \(\("orderStatus" = 40\) AND \("createdAt" <= /);
  });
});
