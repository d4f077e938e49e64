import type { Tx } from '../../db/client.ts';

/** What a commercial invoice and packing list print of a product (decision 026). */
export interface CustomsSheet {
  productId: number;
  name: string;
  hsCode: string;
  countryOfOrigin: string;
  netWeight: string;
  grossWeight: string;
  /** The packed box's dimensions, else the machine's. */
  dimensions: string;
}

/** The customs fields and spec-sheet weights of these products, as they stand now. */
export async function customsSheets(db: Pick<Tx, 'product'>, productIds: readonly number[]): Promise<CustomsSheet[]> {
  const rows = await db.product.findMany({
    where: { id: { in: [...productIds] } },
    select: {
      id: true,
      name: true,
      hsCode: true,
      countryOfOrigin: true,
      category: { select: { netWeight: true, grossWeight: true, grossDimensions: true, netDimensions: true } },
    },
  });
  return rows.map((p) => ({
    productId: p.id,
    name: p.name,
    hsCode: p.hsCode,
    countryOfOrigin: p.countryOfOrigin,
    netWeight: p.category.netWeight,
    grossWeight: p.category.grossWeight,
    dimensions: p.category.grossDimensions || p.category.netDimensions,
  }));
}

/** The products of these sheets that lack a customs field, named with what they lack. */
export function missingCustoms(sheets: readonly CustomsSheet[]): string[] {
  return sheets.flatMap((s) => {
    const lacks = [s.hsCode ? null : 'HS code', s.countryOfOrigin ? null : 'country of origin'].filter(Boolean);
    return lacks.length > 0 ? [`${s.name} has no ${lacks.join(' and no ')}`] : [];
  });
}
