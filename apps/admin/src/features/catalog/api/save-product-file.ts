import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { productFileKeys } from './keys.ts';

export const useSaveProductFile = () =>
  useAdminMutation(catalogDesk.saveProductFile, { invalidates: [productFileKeys.all] });
