import type { orderDesk } from '@hashforge/contract/admin/orders';
import type { CallInput } from '../../../lib/api.ts';
import { customerKeys } from '../../customers/api/keys.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { paymentKeys } from '../../payments/api/keys.ts';

export type OrderListInput = CallInput<typeof orderDesk.list>;

/** Query keys of the orders desk: all -> lists() -> list(filters), details() -> detail(orderNo). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (input: OrderListInput) => [...orderKeys.lists(), input] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNo: string) => [...orderKeys.details(), orderNo] as const,
};

/**
 * What any step on an order changes: the order and the lists it shows in, the proof queue, the
 * dashboard's counts and the customer's orders.
 */
export const afterOrderStep = [orderKeys.all, paymentKeys.all, dashboardKeys.all, customerKeys.all] as const;
