import { orderDesk } from '@hashforge/contract/admin/orders';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep } from './keys.ts';

export const useShipOrder = () => useAdminMutation(orderDesk.ship, { invalidates: afterOrderStep });
