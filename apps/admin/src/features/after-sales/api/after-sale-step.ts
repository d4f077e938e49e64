import type { AdminCallLike } from '../../../lib/api.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterAfterSaleStep } from './keys.ts';

/**
 * One of the staff steps (aftersales/approve ... aftersales/complete), the one the step dialog
 * opened for: the request's `nextSteps` names it by path.
 */
export const useAfterSaleStep = (call: AdminCallLike) => useAdminMutation(call, { invalidates: afterAfterSaleStep });
