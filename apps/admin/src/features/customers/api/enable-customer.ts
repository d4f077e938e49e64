import { customerDesk } from '@hashforge/contract/admin/customers';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { customerKeys } from './keys.ts';

export const useEnableCustomer = () => useAdminMutation(customerDesk.enable, { invalidates: [customerKeys.all] });
