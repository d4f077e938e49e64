import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { catalogKeys } from './keys.ts';

export const useUpdateProductDetails = () =>
  useAdminMutation(catalogDesk.updateProductDetails, { invalidates: [catalogKeys.all] });
