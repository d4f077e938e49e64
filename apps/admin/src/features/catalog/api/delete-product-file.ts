import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { productFileKeys } from './keys.ts';

export const useDeleteProductFile = () =>
  useAdminMutation(catalogDesk.deleteProductFile, { invalidates: [productFileKeys.all] });
