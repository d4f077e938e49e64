import type { Shop } from './shop.ts';

/**
 * A cart row for a buyer, as the product page's add-to-cart leaves it: `productNum` units of the
 * product's first send cycle. Answers the row's id, for the storefront's /order-confirm/:id.
 */
export async function cartRow(shop: Shop, userId: number, productCode: string, productNum = 1): Promise<number> {
  const product = await shop.deps.prisma.product.findUniqueOrThrow({
    where: { productCode },
    include: { sendCycles: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
  });
  const row = await shop.deps.prisma.cartItem.create({
    data: { userId, productId: product.id, productSendCycleId: product.sendCycles[0]!.id, productNum },
  });
  return row.id;
}
