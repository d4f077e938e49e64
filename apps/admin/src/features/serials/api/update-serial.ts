import { serialDesk } from '@hashforge/contract/admin/serials';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { serialKeys } from './keys.ts';

export const useUpdateSerial = () => useAdminMutation(serialDesk.update, { invalidates: [serialKeys.all] });
