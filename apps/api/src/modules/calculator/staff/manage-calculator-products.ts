import type { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';

type ProductRow = Prisma.CalculatorProductGetPayload<object>;

const toProductRow = (p: ProductRow) => ({
  id: p.id,
  name: p.name,
  power: p.power,
  hashrate: p.hashrate,
  hashrateUnit: p.hashrateUnit,
  algorithm: p.algorithm,
  price: p.price,
  productCode: p.productCode,
  sort: p.sort,
});

/** `calculator/products/list` (calculator.write). */
export async function listCalculatorProducts(deps: Pick<Deps, 'prisma'>) {
  const rows = await deps.prisma.calculatorProduct.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return { list: rows.map(toProductRow) };
}

/** `calculator/products/update` (calculator.write): the fields sent, audited with what changed. */
export async function updateCalculatorProduct(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  id: number,
  change: Partial<Omit<ProductRow, 'id' | 'algorithm' | 'memoryGb'>>,
) {
  return deps.prisma.$transaction(async (tx) => {
    const current = await tx.calculatorProduct.findUnique({ where: { id } });
    if (!current) throw AppError.notFound('Calculator product');
    const data = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const row = await tx.calculatorProduct.update({ where: { id }, data });
    await recordAudit(tx, actor, {
      action: 'calculator.product.update',
      entityType: 'calculator_product',
      entityId: String(id),
      before: Object.fromEntries(Object.keys(data).map((k) => [k, current[k as keyof ProductRow]])),
      after: data,
    });
    return toProductRow(row);
  });
}
