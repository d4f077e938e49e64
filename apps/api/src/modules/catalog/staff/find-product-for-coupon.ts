import type { Deps } from '../../../deps.ts';

/** What a product coupon matches on (the cart's lines carry both): the product's class and category name. */
export async function findProductForCoupon(
  deps: Pick<Deps, 'prisma'>,
  productId: number,
): Promise<{ productClass: string; productCategoryName: string } | null> {
  const p = await deps.prisma.product.findUnique({
    where: { id: productId },
    select: { productClass: true, category: { select: { name: true } } },
  });
  return p ? { productClass: p.productClass, productCategoryName: p.category.name } : null;
}
