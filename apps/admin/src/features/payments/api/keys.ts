import type { paymentDesk } from '@hashforge/contract/admin/payments';
import type { CallInput } from '../../../lib/api.ts';
import { afterSaleKeys } from '../../after-sales/api/keys.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';

/** Query keys of the payment desk: all -> list(filters), repairs(filters), covered(filters), chain(filters), chainPayment(id). */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (input: CallInput<typeof paymentDesk.list>) => [...paymentKeys.all, 'list', input] as const,
  repairs: (input: CallInput<typeof paymentDesk.listRepairProofs>) => [...paymentKeys.all, 'repairs', input] as const,
  covered: (input: CallInput<typeof paymentDesk.listCovered>) => [...paymentKeys.all, 'covered', input] as const,
  chain: (input: CallInput<typeof paymentDesk.listChain>) => [...paymentKeys.all, 'chain', input] as const,
  chainPayment: (id: number) => [...paymentKeys.all, 'chain-payment', id] as const,
};

/** What finance's review of a repair proof changes: the proof lists, the after-sale, the dashboard's counts. */
export const afterRepairProofReview = [paymentKeys.all, afterSaleKeys.all, dashboardKeys.all] as const;
