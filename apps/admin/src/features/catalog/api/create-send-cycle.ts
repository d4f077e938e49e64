import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { catalogKeys } from './keys.ts';

/** cycles/create: a new batch of an existing product, its opening stock recorded as a movement. */
export const useCreateSendCycle = () =>
  useAdminMutation(catalogDesk.createSendCycle, { invalidates: [catalogKeys.all] });
