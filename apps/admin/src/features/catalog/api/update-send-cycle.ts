import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { catalogKeys } from './keys.ts';

export const useUpdateSendCycle = () =>
  useAdminMutation(catalogDesk.updateSendCycle, { invalidates: [catalogKeys.all] });
