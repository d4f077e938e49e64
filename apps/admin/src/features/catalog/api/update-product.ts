import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { catalogKeys } from './keys.ts';

export const useUpdateProduct = () => useAdminMutation(catalogDesk.updateProduct, { invalidates: [catalogKeys.all] });
