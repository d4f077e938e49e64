import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterAfterSaleStep } from './keys.ts';

export const useReplyAfterSale = () => useAdminMutation(afterSaleDesk.reply, { invalidates: afterAfterSaleStep });
