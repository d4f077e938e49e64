import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { catalogKeys } from './keys.ts';

/** products/create: the list refreshes with the new product once it is made. */
export const useCreateProduct = () => useAdminMutation(catalogDesk.createProduct, { invalidates: [catalogKeys.all] });
