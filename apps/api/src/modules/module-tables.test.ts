import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md, "API modules": every table has one module that writes it, and a module reads
 * another's table only where that reading is written down here with its reason. Read from the
 * sources: Prisma calls (`tx.order.update(`, and a delegate handed on, `(tx) => tx.banner`), writes
 * nested in them (`files: { create: ... }`), and plain SQL (`INSERT INTO`, `UPDATE`, `DELETE FROM`,
 * `FROM`, `JOIN`). Plain SQL belongs to the module whose file holds it: checkout runs fragments the
 * cart, catalogue, coupon, address, KYC and notify modules export for their own tables (decision
 * 017), so each is that module's. Not seen: rows read through another model's `include`/`select`.
 */
const api = path.resolve(import.meta.dirname, '../..');
const root = path.resolve(api, '../..');

/** Each model's one writer: its module folder under src/modules/. */
const OWNER: Record<string, string> = {
  User: 'auth',
  Session: 'auth',
  VerificationCode: 'auth',
  OutboxMessage: 'notify',
  NotifyRecord: 'notify',
  Country: 'country',
  StoredFile: 'files',
  ProductCategory: 'catalog',
  Product: 'catalog',
  ProductImage: 'catalog',
  ProductAttribute: 'catalog',
  ProductSendCycle: 'catalog',
  StockMovement: 'catalog',
  ProductFile: 'catalog',
  MachineSerial: 'support',
  Banner: 'content',
  News: 'content',
  Activity: 'content',
  ConfigPage: 'content',
  Faq: 'support',
  PurchasePlan: 'support',
  CartItem: 'cart',
  Kyc: 'kyc',
  KycFile: 'kyc',
  ShippingAddress: 'address',
  Coupon: 'coupon',
  UserCoupon: 'coupon',
  Order: 'order',
  OrderLine: 'order',
  OrderAddress: 'order',
  OrderLogistics: 'order',
  OrderLogisticsLine: 'order',
  OrderAging: 'order',
  ChainPayment: 'order',
  ChainPayAmount: 'order',
  ChainScanCursor: 'order',
  ChainUnmatchedTransfer: 'order',
  OrderAgingFile: 'order',
  AfterSale: 'after-sale',
  AfterSaleCode: 'after-sale',
  AfterSaleFile: 'after-sale',
  AfterSalePart: 'after-sale',
  AfterSaleRecord: 'after-sale',
  AfterSaleUserLogistics: 'after-sale',
  AfterSaleAddress: 'after-sale',
  AfterSaleCompanyLogistics: 'after-sale',
  CalculatorCoin: 'calculator',
  CalculatorProduct: 'calculator',
  Staff: 'staff',
  StaffPasswordLink: 'staff',
  StaffSession: 'staff',
  StaffRecoveryCode: 'staff',
  StaffPasskey: 'staff',
  AuditEvent: 'audit',
  ShopSetting: 'settings',
  DocumentCounter: 'trade-document',
  TradeDocument: 'trade-document',
};

/** Tables the app only reads: the seed fills them (prisma/seed/), and no call changes them. */
const SEEDED_ONLY = new Set(['Country']);

/** The reads of another module's tables, each with its reason. Nothing else reads across modules. */
const CROSS_READS: { reader: string; models: string[]; why: string }[] = [
  {
    reader: 'customer',
    models: ['User', 'Session', 'Kyc', 'AfterSale', 'UserCoupon'],
    why: "the customers desk is a staff read model of a buyer: the account, sessions, KYC, repairs and coupons on one page (docs/backoffice.md section 5); its changes go through auth's and coupon's functions",
  },
  {
    reader: 'dashboard',
    models: ['Kyc', 'Order', 'OrderAging', 'AfterSale', 'PurchasePlan', 'Product', 'ProductSendCycle'],
    why: "the dashboard counts every desk's queue and the low stock, one aggregate query each; it writes nothing",
  },
  {
    reader: 'order',
    models: ['User', 'UserCoupon'],
    why: "the orders desk shows and filters by the buyer's email, and shows the coupon an order used",
  },
  { reader: 'kyc', models: ['User'], why: "the KYC queue shows each buyer's email" },
  { reader: 'coupon', models: ['Order'], why: "a coupon's usage names the order each copy was used on" },
  {
    reader: 'files',
    models: ['KycFile', 'OrderAgingFile', 'AfterSaleFile', 'ProductFile'],
    why: 'the housekeeping of uploads deletes only stored files no row attaches (files/delete-unattached-uploads.ts)',
  },
  { reader: 'staff', models: ['ShopSetting'], why: 'who must use a second factor is a shop setting (decision 013)' },
  {
    reader: 'catalog',
    models: ['Banner'],
    why: "the shop's banner/getList is served with the catalogue's public calls",
  },
];

interface Model {
  name: string;
  delegate: string;
  table: string;
  /** Relation field name -> the model it points to. */
  relations: Map<string, string>;
}

function schemaModels(): Model[] {
  const schema = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
  const blocks = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const names = new Set(blocks.map((b) => b[1] ?? ''));
  return blocks.map(([, name = '', body = '']) => ({
    name,
    delegate: name[0]?.toLowerCase() + name.slice(1),
    table: /@@map\("(\w+)"\)/.exec(body)?.[1] ?? name,
    relations: new Map(
      [...body.matchAll(/^\s+(\w+)\s+(\w+)(?:\[\])?\??(?:\s|$)/gm)]
        .filter(([, , type]) => names.has(type ?? ''))
        .map(([, field = '', type = '']) => [field, type]),
    ),
  }));
}

interface Touch {
  model: string;
  module: string;
  file: string;
  how: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a file belongs to; a file outside src/modules/ is named by its place. */
function moduleOf(file: string): string {
  const [top, name] = path.relative(path.join(api, 'src'), file).split(path.sep);
  return top === 'modules' && name && !name.endsWith('.ts') ? name : `src/${top}`;
}

const WRITE = 'create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany';
const READ = 'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|count|aggregate|groupBy';
const NESTED_WRITE =
  /\b(\w+)\s*:\s*\{\s*(?:create|createMany|connectOrCreate|upsert|update|updateMany|delete|deleteMany|connect|disconnect|set)\s*:/g;

/** What each source file of the API writes and reads, with the nested writes it could not place. */
function scan(models: Model[]): { writes: Touch[]; reads: Touch[]; unplaced: string[] } {
  const byDelegate = new Map(models.map((m) => [m.delegate, m]));
  const byTable = new Map(models.map((m) => [m.table, m]));
  const delegates = [...byDelegate.keys()].join('|');
  const writeCall = new RegExp(`\\.\\s*(${delegates})\\s*\\.\\s*(${WRITE})\\s*\\(`, 'g');
  const readCall = new RegExp(`\\.\\s*(${delegates})\\s*\\.\\s*(${READ})\\s*\\(`, 'g');
  // A delegate handed to code that may write through it.
  const handedOn = new RegExp(`\\b(?:tx|prisma|db)\\.(${delegates})\\b(?!\\s*[.\\w(])`, 'g');
  const writes: Touch[] = [];
  const reads: Touch[] = [];
  const unplaced: string[] = [];
  for (const full of sourceFiles(path.join(api, 'src'))) {
    const file = path.relative(root, full);
    const module = moduleOf(full);
    const text = readFileSync(full, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const ctes = new Set([...text.matchAll(/\b([a-z_]+)\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/g)].map((m) => m[1]));
    const tableIn = (name: string | undefined) => (name && !ctes.has(name) ? byTable.get(name) : undefined);
    const topLevel = [...text.matchAll(writeCall)];
    for (const m of topLevel) writes.push({ model: byDelegate.get(m[1] ?? '')!.name, module, file, how: m[2] ?? '' });
    for (const m of text.matchAll(handedOn)) {
      writes.push({ model: byDelegate.get(m[1] ?? '')!.name, module, file, how: 'delegate handed on' });
    }
    for (const m of text.matchAll(NESTED_WRITE)) {
      const field = m[1] ?? '';
      const parent = topLevel.filter((t) => (t.index ?? 0) < (m.index ?? 0)).at(-1);
      const owners = models.filter((model) => model.relations.has(field));
      const target =
        (parent && byDelegate.get(parent[1] ?? '')?.relations.get(field)) ??
        (owners.length === 1 ? owners[0]?.relations.get(field) : undefined);
      if (target) writes.push({ model: target, module, file, how: `nested ${field}` });
      else if (owners.length > 0) unplaced.push(`${file}: ${m[0]}`);
    }
    for (const m of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/g)) {
      const model = tableIn(m[1]);
      if (model) writes.push({ model: model.name, module, file, how: 'SQL' });
    }
    for (const m of text.matchAll(readCall))
      reads.push({ model: byDelegate.get(m[1] ?? '')!.name, module, file, how: m[2] ?? '' });
    for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/g)) {
      const model = tableIn(m[1]);
      if (model) reads.push({ model: model.name, module, file, how: 'SQL' });
    }
  }
  return { writes, reads, unplaced };
}

const models = schemaModels();
const { writes, reads, unplaced } = scan(models);
const show = (t: Touch) => `${t.model} by ${t.module} (${t.file}: ${t.how})`;

describe('the tables of the API modules (ARCHITECTURE.md, "API modules")', () => {
  it('give every Prisma model one owning module that exists', () => {
    const folders = readdirSync(path.join(api, 'src/modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(Object.keys(OWNER).sort()).toEqual(models.map((m) => m.name).sort());
    expect(Object.values(OWNER).filter((module) => !folders.includes(module))).toEqual([]);
  });

  it('are written only by their owner', () => {
    expect(unplaced).toEqual([]);
    expect(writes.filter((w) => OWNER[w.model] !== w.module).map(show)).toEqual([]);
  });

  it('are each written somewhere by their owner, unless only the seed fills them', () => {
    const written = new Set(writes.map((w) => w.model));
    expect(models.filter((m) => !written.has(m.name) && !SEEDED_ONLY.has(m.name)).map((m) => m.name)).toEqual([]);
    expect([...SEEDED_ONLY].filter((name) => written.has(name))).toEqual([]);
  });

  it('are read by another module only where CROSS_READS says why, and each of those reads still happens', () => {
    const allowed = (t: Touch) => CROSS_READS.some((r) => r.reader === t.module && r.models.includes(t.model));
    const foreign = reads.filter((r) => OWNER[r.model] !== r.module);
    expect(foreign.filter((r) => !allowed(r)).map(show)).toEqual([]);
    const stale = CROSS_READS.flatMap((r) =>
      r.models
        .filter((model) => !foreign.some((f) => f.module === r.reader && f.model === model))
        .map((model) => `${r.reader} reads ${model}`),
    );
    expect(stale).toEqual([]);
  });

  it('are described by ARCHITECTURE.md: its module list names every module folder, its table every read above', () => {
    const architecture = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
    const [start, end] = [architecture.indexOf('## API modules'), architecture.indexOf('### One name')];
    expect({ start: start >= 0, end: end > start }, 'ARCHITECTURE.md: "## API modules" before "### One name"').toEqual({
      start: true,
      end: true,
    });
    const section = architecture.slice(start, end);
    const folders = readdirSync(path.join(api, 'src/modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((folder) => !section.includes(`\`${folder}\``))).toEqual([]);
    const tableOf = new Map(models.map((m) => [m.name, m.table]));
    const written = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => {
        const [reader = '', tables = ''] = line.split(' | ');
        return [...tables.matchAll(/`(\w+)`/g)].map((m) => `${reader.replace(/[|` ]/g, '')} reads ${m[1]}`);
      });
    const listed = CROSS_READS.flatMap((r) => r.models.map((model) => `${r.reader} reads ${tableOf.get(model)}`));
    expect(written.sort()).toEqual(listed.sort());
  });
});
