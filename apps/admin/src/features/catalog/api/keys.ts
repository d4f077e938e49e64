import type { catalogDesk } from '@hashforge/contract/admin/catalog';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the catalogue: all -> list(filters), movements(filters), details(productId). */
export const catalogKeys = {
  all: ['catalog'] as const,
  list: (input: CallInput<typeof catalogDesk.listProducts>) => [...catalogKeys.all, 'list', input] as const,
  movements: (input: CallInput<typeof catalogDesk.listStockMovements>) =>
    [...catalogKeys.all, 'movements', input] as const,
  details: (productId: number) => [...catalogKeys.all, 'details', productId] as const,
};

/** Query keys of the product files desk: all -> list(filters), products() (the products to choose from). */
export const productFileKeys = {
  all: ['product-files'] as const,
  list: (input: CallInput<typeof catalogDesk.listProductFiles>) => [...productFileKeys.all, 'list', input] as const,
  products: () => [...productFileKeys.all, 'products'] as const,
};
