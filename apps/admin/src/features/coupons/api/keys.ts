import type { couponDesk } from '@hashforge/contract/admin/coupons';
import type { CallInput } from '../../../lib/api.ts';

/** Query keys of the coupons desk: all -> list(filters), usage(filters). */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (input: CallInput<typeof couponDesk.list>) => [...couponKeys.all, 'list', input] as const,
  usage: (input: CallInput<typeof couponDesk.usage>) => [...couponKeys.all, 'usage', input] as const,
};
